import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_BODY_LIMIT_BYTES } from '../../src/auth/bodyLimits.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** JSON nested `depth` arrays deep, padded to about `bytes`: costly to parse, refused before parsing without a session. */
function nestedJson(bytes: number): string {
  const depth = Math.floor(bytes / 2);
  return '['.repeat(depth) + ']'.repeat(depth);
}

async function post(url: string, path: string, body: string, cookie?: string): Promise<{ status: number; type: string | null; detail: unknown }> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), detail: text ? (JSON.parse(text) as { detail?: unknown }).detail : undefined };
}

describe('request bodies without a session', () => {
  const app = useTestApp();

  it('sign-in accepts a few KB and answers 413 problem+json above 8 KB', async () => {
    const padded = JSON.stringify({ username: 'admin', password: 'x'.repeat(ANONYMOUS_BODY_LIMIT_BYTES) });
    const tooBig = await post(app.url, '/api/auth/login', padded);
    expect(tooBig.status).toBe(413);
    expect(tooBig.type).toMatch(/application\/problem\+json/);
    expect(tooBig.detail).toBe('The request body is too large.');
    expect((await post(app.url, '/api/auth/login', JSON.stringify({ username: 'admin', password: 'wrong-but-small' }))).status).toBe(401);
  });

  it('answers a 4 MB body before reading it, with or without Content-Length: 413 where anyone may call, 401 where a session is needed', async () => {
    for (const [path, status] of [['/api/auth/login', 413], ['/api/auth/logout', 413], ['/api/blog/posts', 401]] as const) {
      const result = await post(app.url, path, nestedJson(4 * 1024 * 1024 - 16));
      expect(result.status, path).toBe(status);
      expect(result.type).toMatch(/application\/problem\+json/);
    }
    // Chunked (no Content-Length): cut off at the limit.
    const chunked = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(nestedJson(64 * 1024)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  // Announce 4 MB, send none of it: an answer proves the body was never waited for, let alone parsed.
  for (const [path, status] of [['/api/auth/login', 413], ['/api/blog/posts', 401]] as const) {
    it(`${path} answers ${status} before the client has sent the body (it is not read)`, async () => {
      const { port } = new URL(app.url);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${4 * 1024 * 1024}\r\n\r\n`);
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        setTimeout(() => {
          socket.destroy();
          resolve(received);
        }, 3_000);
      });
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status}`));
    });
  }

  it('a signed-in admin still sends up to 4 MB (a 2.4 MB post is created)', async () => {
    // 400,000 characters, each written as a \u escape: about 2.4 MB of JSON.
    const content = `<p>${'é'.repeat(400_000)}</p>`;
    const body = JSON.stringify({ title: 'Big one', slug: 'big-one', content }).replaceAll('é', '\\u00e9');
    expect(body.length).toBeGreaterThan(2_000_000);
    const created = await post(app.url, '/api/blog/posts', body, app.cookie);
    expect(created.status, String(created.detail)).toBe(201);
  });
});
