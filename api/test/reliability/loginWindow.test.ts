import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../src/auth/rateLimit.ts';
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

/** Long enough for 10 failed sign-ins, each an argon2id verification, on a busy machine. */
const WINDOW_MS = 6_000;

/** The counts live in the database (shared by instances); the window is short enough to wait out. */
describe('login limit window (LOGIN_WINDOW_MS)', () => {
  useTestDatabase();
  let url = '';
  let server: Server;

  beforeAll(async () => {
    const config = readConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'window-password', SESSION_SECRET: 's', LOGIN_WINDOW_MS: String(WINDOW_MS), LOG_LEVEL: 'silent' });
    const app = createApp({ config, logger: createLogger(config.logLevel), dbEngine: 'ferretdb' });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const login = (password: string, ip = '10.1.1.1') =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ username: 'admin', password }),
    });

  it('reads the window from the environment and rejects a bad one', () => {
    expect(readConfig({}).loginWindowMs).toBe(60_000);
    expect(readConfig({ LOGIN_WINDOW_MS: '2500' }).loginWindowMs).toBe(2_500);
    expect(() => readConfig({ LOGIN_WINDOW_MS: 'soon' })).toThrow(/LOGIN_WINDOW_MS/);
  });

  it('answers 429 past the limit, even to the right password, and lets the address in again once the window has passed', async () => {
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) expect((await login(`wrong-${attempt}`)).status).toBe(401);
    const blocked = await login('window-password');
    expect(blocked.status).toBe(429);
    // Retry-After: the time left until the window that began with the first failure ends.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
    expect((await login('wrong-again')).status).toBe(429);

    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 300));
    const again = await login('window-password');
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toMatch(/^n4n4_session=/);
    // A fresh window: failures count from zero again.
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) expect((await login(`wrong-later-${attempt}`)).status).toBe(401);
    expect((await login('wrong-over')).status).toBe(429);
  });
});
