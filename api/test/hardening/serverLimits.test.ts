import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createHttpServer, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS, REQUEST_TIMEOUT_MS } from '../../src/http/serverLimits.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { startInstance, type LiveApp } from './liveApp.ts';

const LIMITS = { headersTimeoutMs: 600, requestTimeoutMs: 1_200, timeoutCheckIntervalMs: 100, maxConnections: 3 };

function open(url: string, localAddress = '127.0.0.1'): Promise<Socket> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Milliseconds until the server ends the connection (or `giveUpMs`), and what it sent. */
function untilClosed(socket: Socket, giveUpMs: number): Promise<{ ms: number; received: string }> {
  const start = performance.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ ms: giveUpMs, received });
    }, giveUpMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - start, received });
    });
    socket.once('error', () => {});
  });
}

describe('server timeouts and connection cap', () => {
  useTestDatabase();
  let app: LiveApp;
  afterAll(async () => {
    await app?.close();
  });

  it('the real server sets each limit on purpose', async () => {
    const server = createHttpServer(() => {});
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.maxConnections).toBe(MAX_CONNECTIONS);
    expect(MAX_CONNECTIONS_PER_ADDRESS).toBeLessThan(MAX_CONNECTIONS / 10);
    expect(HEADERS_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
  });

  it('cuts off a request whose headers or body dribble in, within a small multiple of its timeout', async () => {
    app = await startInstance({}, LIMITS);
    // Headers never finished.
    const slowHeaders = await open(app.url);
    slowHeaders.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const headersCut = await untilClosed(slowHeaders, 20 * LIMITS.headersTimeoutMs);
    expect(headersCut.ms / LIMITS.headersTimeoutMs).toBeLessThan(3);
    // A body sent one byte at a time, never completed.
    const slowBody = await open(app.url);
    slowBody.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const drip = setInterval(() => slowBody.writable && slowBody.write(' '), 100);
    const bodyCut = await untilClosed(slowBody, 20 * LIMITS.requestTimeoutMs);
    clearInterval(drip);
    expect(bodyCut.ms / LIMITS.requestTimeoutMs).toBeLessThan(3);
    expect(bodyCut.received).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('closes connections beyond the cap at once, and serves again when one frees up', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnections }, () => open(app.url)));
    const extra = await open(app.url);
    extra.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const refused = await untilClosed(extra, 5_000);
    expect(refused.received).toBe('');
    expect(refused.ms).toBeLessThan(5_000);
    held.pop()!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${app.url}/api/health`, { headers: { Connection: 'close' } })).status).toBe(200);
    for (const socket of held) socket.destroy();
  });

  it('lets one address hold only its share of connections, so slow sockets from it leave others served', async () => {
    // Headers may take a minute here, so only the per-address cap closes sockets while the test watches.
    const capped = await startInstance({}, { headersTimeoutMs: 60_000, timeoutCheckIntervalMs: 100, maxConnections: 20, maxConnectionsPerAddress: 4 });
    try {
      // More slow-header sockets from one address than the whole server has room for.
      const attackers = await Promise.all(Array.from({ length: 30 }, () => open(capped.url)));
      for (const socket of attackers) socket.on('error', () => {}).write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      await vi.waitFor(() => expect(attackers.filter((socket) => !socket.destroyed).length).toBe(4), { timeout: 15_000 });
      // Visitors from other addresses are served at once.
      for (const address of ['127.0.0.2', '127.0.0.3']) {
        const visitor = await open(capped.url, address);
        visitor.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        const { received } = await untilClosed(visitor, 3_000);
        expect(received).toMatch(/^HTTP\/1\.1 200/);
      }
      for (const socket of attackers) socket.destroy();
    } finally {
      await capped.close();
    }
  });
});
