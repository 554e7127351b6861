import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../../src/auth/sessionStore.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { cookieOf, signInTo, startInstance, statusWith, type LiveApp } from './liveApp.ts';

const PASSWORD = 'session-password-1';
// Long enough that a busy machine answering slowly does not let the busy session idle out.
const IDLE_MS = 3_000;

/** Sessions are ended by the server: logout, a password change and idleness each make a copied cookie worthless. */
describe('sessions that end', () => {
  useTestDatabase();
  const instances: LiveApp[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const instance = await startInstance({ ADMIN_PASSWORD: PASSWORD, ...env });
    instances.push(instance);
    return instance;
  };
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('after logout a copied cookie is refused with 401', async () => {
    const a = await start();
    const cookie = cookieOf(await signInTo(a.url, PASSWORD));
    const copy = cookie;
    expect(await statusWith(a.url, copy)).toBe(200);
    const out = await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: { Cookie: cookie } });
    expect(out.status).toBe(204);
    expect(await statusWith(a.url, copy)).toBe(401);
    const session = await (await fetch(`${a.url}/api/auth/session`, { headers: { Cookie: copy } })).json();
    expect(session).toEqual({ authenticated: false });
  });

  it('logout on one instance ends the session on another on the same database within the cache time', async () => {
    const a = await start();
    const b = await start();
    const cookie = cookieOf(await signInTo(a.url, PASSWORD));
    expect(await statusWith(b.url, cookie)).toBe(200);
    expect((await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: { Cookie: cookie } })).status).toBe(204);
    expect(await statusWith(a.url, cookie)).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 200));
    expect(await statusWith(b.url, cookie)).toBe(401);
  });

  it('a changed ADMIN_PASSWORD ends the sessions opened with the old one', async () => {
    const before = await start();
    const cookie = cookieOf(await signInTo(before.url, PASSWORD));
    expect(await statusWith(before.url, cookie)).toBe(200);
    // The same site restarted (same SESSION_SECRET, same database) with a new password.
    const after = await start({ ADMIN_PASSWORD: 'a-brand-new-password' });
    expect(await statusWith(after.url, cookie)).toBe(401);
    expect(await statusWith(after.url, cookieOf(await signInTo(after.url, 'a-brand-new-password')))).toBe(200);
  });

  it(`ends a session unused for SESSION_IDLE_MS, and keeps one in use`, async () => {
    const app = await start({ SESSION_IDLE_MS: String(IDLE_MS) });
    const idle = cookieOf(await signInTo(app.url, PASSWORD));
    const busy = cookieOf(await signInTo(app.url, PASSWORD));
    // Used every third of the idle time for twice the idle time.
    for (let elapsed = 0; elapsed < 2 * IDLE_MS; elapsed += IDLE_MS / 3) {
      expect(await statusWith(app.url, busy)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS / 3));
    }
    expect(await statusWith(app.url, busy)).toBe(200);
    expect(await statusWith(app.url, idle)).toBe(401);
  });

  it('reads SESSION_IDLE_MS from the environment: two hours by default, a bad value stops start-up', async () => {
    const { readConfig } = await import('../../src/config.ts');
    expect(readConfig({}).sessionIdleMs).toBe(2 * 60 * 60 * 1000);
    expect(() => readConfig({ SESSION_IDLE_MS: 'soon' })).toThrow(/SESSION_IDLE_MS/);
  });
});
