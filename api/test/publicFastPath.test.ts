import { beforeAll, describe, expect, it } from 'vitest';
import { postsCreate, postsUpdate } from '../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from './helpers/testApp.ts';

/** Repeats of public reads are answered from the cache before the middleware stack: the client must not tell the difference. */
describe('repeated public reads', () => {
  const app = useTestApp();
  let id = 0;

  beforeAll(async () => {
    const { data } = await postsCreate({ client: app.admin, body: { title: 'Repeat me', slug: 'repeat-me', content: '<p>Once.</p>', publishStatus: 'published', publishDate: new Date(Date.now() - 60_000).toISOString() } });
    id = data!.id;
  });

  const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)));

  it('send the same status, headers and body as the first answer', async () => {
    for (const path of ['/api/public/posts?page=1&pageSize=5', '/api/public/posts/repeat-me']) {
      const first = await fetch(`${app.url}${path}`);
      const firstBody = await first.text();
      const repeat = await fetch(`${app.url}${path}`);
      expect(repeat.status, path).toBe(200);
      expect(headersOf(repeat), path).toEqual(headersOf(first));
      expect(await repeat.text(), path).toBe(firstBody);
      const revalidated = await fetch(`${app.url}${path}`, { headers: { 'If-None-Match': first.headers.get('etag')!, 'Cache-Control': 'max-age=0' } });
      expect(revalidated.status, path).toBe(304);
      expect(revalidated.headers.get('content-security-policy'), path).toBe(first.headers.get('content-security-policy'));
      const noCache = await fetch(`${app.url}${path}`, { headers: { 'If-None-Match': first.headers.get('etag')!, 'Cache-Control': 'no-cache' } });
      expect(noCache.status, path).toBe(200);
    }
  });

  it('still go through validation when the URL differs, and show a write at once', async () => {
    await fetch(`${app.url}/api/public/posts`);
    expect((await fetch(`${app.url}/api/public/posts?pageSize=500`)).status).toBe(400);
    expect((await fetch(`${app.url}/api/public/posts?page=1&extra=1`)).status).toBe(400);
    await postsUpdate({ client: app.admin, path: { id }, body: { title: 'Repeat me again', slug: 'repeat-me', content: '<p>Twice.</p>', publishStatus: 'published' } });
    const after = (await (await fetch(`${app.url}/api/public/posts/repeat-me`)).json()) as { title: string };
    expect(after.title).toBe('Repeat me again');
  });
});
