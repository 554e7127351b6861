import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { createHttpServer } from '../../src/http/serverLimits.ts';
import { createLogger } from '../../src/logger.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const PASSWORD = 'log-secret-password-42';

/** Signs in, works, fails and logs out with the request log captured, then searches it for the secrets. */
describe('the request log carries no secrets', () => {
  useTestDatabase();
  const lines: string[] = [];
  let url = '';
  let server: Server;

  beforeAll(async () => {
    const config = readConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: PASSWORD, SESSION_SECRET: 'log-secret', LOG_LEVEL: 'debug' });
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = createApp({ config, logger: createLogger('debug', capture), dbEngine: 'ferretdb' });
    server = createHttpServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('has neither the session token, the Set-Cookie, an Authorization header nor the password', async () => {
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const token = cookie.replace('n4n4_session=', '');
    expect(token.length).toBeGreaterThan(20);

    const headers = { Cookie: cookie, Authorization: 'Bearer auth-header-secret' };
    expect((await fetch(`${url}/api/blog/posts`, { headers })).status).toBe(200);
    expect((await fetch(`${url}/api/auth/session`, { headers })).status).toBe(200);
    // A body that fails to parse, and a wrong password: both carry a password.
    const broken = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `{"username":"admin","password":"${PASSWORD}"` });
    expect(broken.status).toBe(400);
    const wrong = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'wrong-secret-password' }) });
    expect(wrong.status).toBe(401);
    expect((await fetch(`${url}/api/auth/logout`, { method: 'POST', headers })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const log = lines.join('\n');
    // The log is there and describes these requests.
    expect(lines.filter((line) => line.includes('"url":"/api/auth/login"')).length).toBeGreaterThanOrEqual(3);
    expect(log).toContain('[redacted]');
    for (const secret of [token, token.split('.')[0]!, PASSWORD, 'wrong-secret-password', 'auth-header-secret']) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it("has no full backup's passphrase, sent in a body or in the restore's header", async () => {
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const passphrase = 'log-secret-passphrase-17';
    const made = await fetch(`${url}/api/export/full`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify({ passphrase }) });
    expect(made.status).toBe(200);
    const sealed = new Uint8Array(await made.arrayBuffer());
    const broken = await fetch(`${url}/api/export/full`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: `{"passphrase":"${passphrase}"` });
    expect(broken.status).toBe(400);
    const restored = await fetch(`${url}/api/import/site`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/octet-stream', 'Backup-Passphrase': `${passphrase}-wrong` }, body: sealed });
    expect(restored.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/export/full"');
    expect(log).not.toContain(passphrase);
  });
});
