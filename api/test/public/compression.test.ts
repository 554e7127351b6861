import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { postsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes on the wire, not decoded. */
  body: Buffer;
}

/** One request as a browser makes it, the body left as sent (fetch would decode it). */
function raw(url: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decoded = ({ headers, body }: Raw) =>
  (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');

const CHROME = 'gzip, deflate, br, zstd';

describe('compressed public bodies', () => {
  const app = useTestApp({ serveSite: true });
  /** A post's rendered page and its JSON read, each long enough to be compressed. */
  const pathsOf = (slug: string) => [`/blog/${slug}`, `/api/public/posts/${slug}`];
  const paths = pathsOf('long-read');

  beforeAll(async () => {
    const paragraph = '<p>Move to the kitchen line after the return, and keep the paddle up between shots.</p>';
    for (const slug of ['long-read', 'long-again']) {
      const created = await postsCreate({ client: app.admin, body: { title: 'A Long Read', slug, content: paragraph.repeat(60), publishStatus: 'published' } });
      expect(created.response?.status).toBe(201);
    }
  });

  it('sends Brotli to a browser that accepts it, the same document as the plain one, with an ETag of its own', async () => {
    for (const path of paths) {
      // The first answer comes through the app, the repeat from the cache's memory of the URL: both alike.
      const answers = [await raw(`${app.url}${path}`, { 'Accept-Encoding': CHROME }), await raw(`${app.url}${path}`, { 'Accept-Encoding': CHROME })];
      const plain = await raw(`${app.url}${path}`, { 'Accept-Encoding': 'identity' });
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      for (const [round, br] of answers.entries()) {
        expect(br.status, `${path} ${round}`).toBe(200);
        expect(br.headers['content-encoding'], `${path} ${round}`).toBe('br');
        expect(br.headers.vary, `${path} ${round}`).toMatch(/Accept-Encoding/i);
        expect(Number(br.headers['content-length']), `${path} ${round}`).toBe(br.body.length);
        expect(br.body.length, `${path} ${round}`).toBeLessThan(plain.body.length / 3);
        expect(decoded(br), `${path} ${round}`).toBe(plain.body.toString('utf8'));
        expect(br.headers.etag, `${path} ${round}`).not.toBe(plain.headers.etag);
      }
      const gzip = await raw(`${app.url}${path}`, { 'Accept-Encoding': 'gzip, deflate' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(decoded(gzip), path).toBe(plain.body.toString('utf8'));
      expect(new Set([plain.headers.etag, gzip.headers.etag, (await raw(`${app.url}${path}`, { 'Accept-Encoding': 'br' })).headers.etag]).size, path).toBe(3);
    }
  });

  it("follows the client's q-values: q=0 refuses a coding, the higher q wins, Brotli between equals", async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br;q=0', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br, gzip;q=0.5', 'br'],
      ['gzip, br', 'br'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accepted, coding] of cases) {
      const response = await raw(`${app.url}${paths[0]}`, accepted === undefined ? {} : { 'Accept-Encoding': accepted });
      expect(response.headers['content-encoding'], accepted).toBe(coding);
      expect(decoded(response), accepted).toContain('A Long Read');
    }
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    for (const path of paths) {
      const get = await raw(`${app.url}${path}`, { 'Accept-Encoding': CHROME });
      const head = await raw(`${app.url}${path}`, { 'Accept-Encoding': CHROME }, 'HEAD');
      expect(head.status, path).toBe(200);
      expect(head.body.length, path).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'etag', 'vary']) expect(head.headers[name], `${path} ${name}`).toBe(get.headers[name]);
    }
  });

  it('revalidates the Brotli copy by its ETag, and not as another coding', async () => {
    for (const path of pathsOf('long-again')) {
      // HEAD is never answered from the memory of URLs: the first conditional GET goes through the app, the second not.
      const etag = String((await raw(`${app.url}${path}`, { 'Accept-Encoding': CHROME }, 'HEAD')).headers.etag);
      for (const round of ['first', 'repeat']) {
        const again = await raw(`${app.url}${path}`, { 'Accept-Encoding': CHROME, 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });
        expect(again.status, `${path} ${round}`).toBe(304);
        expect(again.headers.etag, `${path} ${round}`).toBe(etag);
        expect(again.body.length, `${path} ${round}`).toBe(0);
      }
      // A client that no longer takes Brotli holds nothing it can use: the whole gzip body.
      const other = await raw(`${app.url}${path}`, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });
      expect(other.status, path).toBe(200);
      expect(other.headers['content-encoding'], path).toBe('gzip');
      expect(decoded(other), path).toContain('A Long Read');
    }
  });

  it('sends a small body as it is', async () => {
    const response = await raw(`${app.url}/api/public/posts/no-such-post`, { 'Accept-Encoding': CHROME });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
