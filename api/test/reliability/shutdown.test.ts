import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { makePng } from '../helpers/images.ts';
import { signIn, startServer, stopAll, stopServer, tempDataDir, waitUntil } from './childServer.ts';

interface SlowRequest {
  /** Resolves once the connection is open and the headers and first half of the body are sent. */
  sent: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; body: string }>;
}

/** A request held open half-way through its body, so it is certainly in flight when the signal arrives. */
function slowRequest(url: string, method: string, path: string, headers: Record<string, string>, body: Buffer): SlowRequest {
  const half = Math.floor(body.length / 2);
  const req = request(`${url}${path}`, { method, headers: { ...headers, 'Content-Length': String(body.length), Connection: 'close' } });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  // A try that fails before reading the answers leaves them to reject when the server goes: that is not a new error.
  response.catch(() => undefined);
  const sent = new Promise<void>((resolve) => req.write(body.subarray(0, half), () => resolve()));
  return { sent, finish: () => req.end(body.subarray(half)), response };
}

/**
 * Whether a new TCP connection to the server's port is refused. A fresh connection each time: a
 * kept-alive one, asked again every few milliseconds, never idles long enough to be closed.
 */
function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

function multipart(bytes: Buffer, name: string): { body: Buffer; type: string } {
  const boundary = `----shutdown${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

const POSTS = 20;
const UPLOADS = 2;

describe('graceful shutdown', () => {
  const dirs: { remove(): void }[] = [];
  afterAll(async () => {
    await stopAll();
    for (const dir of dirs) dir.remove();
  });

  // Timings of real processes on a shared 2-core machine: one more try, on a fresh data directory.
  it('finishes every request in flight when SIGTERM arrives, refuses new ones, and exits 0', { timeout: 120_000, retry: 1 }, async () => {
    const data = tempDataDir();
    dirs.push(data);
    const dataDir = data.dir;
    const server = await startServer(dataDir);
    // A failed try stops its server at once, so the retry has the machine to itself.
    onTestFailed(() => server.kill('SIGKILL'));
    const cookie = await signIn(server.url);
    const json = { 'Content-Type': 'application/json', Cookie: cookie };
    const inFlight: { label: string; expected: number; slow: SlowRequest }[] = [];
    for (let i = 0; i < POSTS; i += 1) {
      const body = Buffer.from(JSON.stringify({ title: `Shutdown ${i}`, slug: `shutdown-${i}`, content: `<p>${'Rally. '.repeat(2000)}</p>` }));
      inFlight.push({ label: `post ${i}`, expected: 201, slow: slowRequest(server.url, 'POST', '/api/blog/posts', json, body) });
    }
    for (let i = 0; i < UPLOADS; i += 1) {
      const { body, type } = multipart(makePng(2, 2, 4 * 1024 * 1024), `big-${i}.png`);
      inFlight.push({ label: `upload ${i}`, expected: 201, slow: slowRequest(server.url, 'POST', '/api/upload/image', { 'Content-Type': type, Cookie: cookie }, body) });
    }
    await Promise.all(inFlight.map((r) => r.slow.sent));
    // Bytes handed to the kernel are not yet a request the server has read: a request on a later connection,
    // answered, shows the server has accepted and read the earlier ones (a busy machine can lag by seconds).
    const answered = await fetch(`${server.url}/api/health`, { headers: { Connection: 'close' } });
    expect(answered.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.kill('SIGTERM');
    // Once the signal is handled the port stops accepting: new connections are refused while the old finish.
    await waitUntil(() => refusesConnections(server.url), 10_000, 'new connections to be refused').catch((error: Error) => {
      // What the server said since the signal tells why it still took connections.
      throw new Error(`${error.message}; the server's last lines:\n${server.output().split('\n').slice(-8).join('\n')}`);
    });

    for (const r of inFlight) r.slow.finish();
    const results = await Promise.all(inFlight.map(async (r) => ({ label: r.label, expected: r.expected, ...(await r.slow.response) })));
    for (const result of results) expect(result.status, `${result.label}: ${result.body.slice(0, 200)}`).toBe(result.expected);
    const exit = await server.exited;
    console.info(`shutdown: ${results.length} requests in flight at SIGTERM (${POSTS} posts, ${UPLOADS} 4 MB uploads), all answered ${results.every((r) => r.status === r.expected) ? 'normally' : 'with errors'}; exit ${exit.code}`);
    expect(exit).toEqual({ code: 0, signal: null });
    await stopServer(server);

    // What they wrote is there after a restart.
    const again = await startServer(dataDir);
    const list = await fetch(`${again.url}/api/blog/posts`, { headers: { Cookie: await signIn(again.url) } });
    const slugs = new Set(((await list.json()) as { slug: string }[]).map((p) => p.slug));
    for (let i = 0; i < POSTS; i += 1) expect(slugs.has(`shutdown-${i}`)).toBe(true);
    await stopServer(again, 'SIGTERM');
  });
});
