import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_ACCOUNT_FAILURES, LOGIN_MAX_FAILURES } from '../../src/auth/rateLimit.ts';
import { parseTrustProxy } from '../../src/config.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { signInTo, startInstance, type LiveApp } from './liveApp.ts';

const PASSWORD = 'limits-password-1';
/** Long enough for 30 failed sign-ins, each an argon2id verification, on a busy machine. */
const WINDOW_MS = 10_000;

/** Fails `count` sign-ins as `address` (through a trusted proxy) and returns the statuses. */
async function fail(url: string, address: string, count: number, username = 'admin'): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ username, password: `wrong-${i}` }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

describe('sign-in limits per address and per account, shared through the database', () => {
  useTestDatabase();
  const instances: LiveApp[] = [];
  const start = async (env: Record<string, string>) => {
    const instance = await startInstance({ ADMIN_PASSWORD: PASSWORD, LOGIN_WINDOW_MS: String(WINDOW_MS), ...env });
    instances.push(instance);
    return instance;
  };
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('reads TRUST_PROXY: nothing trusted by default, a hop count, or a list of addresses; anything else stops start-up', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,loopback,::1')).toEqual(['10.0.0.1', '10.0.0.0/8', 'loopback', '::1']);
    for (const bad of ['true', 'everyone', '10.0.0.1/99', '10.0.0']) expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
  });

  it('without TRUST_PROXY, X-Forwarded-For does not give a client new addresses', async () => {
    const app = await start({});
    const statuses = await Promise.all([0, 1].map(async (round) => fail(app.url, `203.0.113.${round}`, LOGIN_MAX_FAILURES / 2, 'first-test-user')));
    expect(statuses.flat().every((s) => s === 401)).toBe(true);
    const blocked = await signInTo(app.url, PASSWORD, { 'X-Forwarded-For': '203.0.113.99' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
  });

  it('behind a trusted proxy, counts per address and per account across instances, and lifts the block when the window ends', async () => {
    // Two instances on one database, behind a proxy on loopback.
    const a = await start({ TRUST_PROXY: 'loopback' });
    const b = await start({ TRUST_PROXY: 'loopback' });
    // One address: blocked after its own limit, on both instances; the account is not.
    expect(await fail(a.url, '198.51.100.1', LOGIN_MAX_FAILURES)).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));
    expect((await signInTo(b.url, PASSWORD, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429);
    expect((await signInTo(b.url, PASSWORD, { 'X-Forwarded-For': '198.51.100.50' })).status).toBe(200);
    // Many addresses against one account (spelled in any case): the account is blocked for everyone, on both instances.
    const addresses = LOGIN_MAX_ACCOUNT_FAILURES / LOGIN_MAX_FAILURES;
    for (let i = 2; i <= addresses; i += 1) await fail(i % 2 ? a.url : b.url, `198.51.100.${i}`, LOGIN_MAX_FAILURES, i % 2 ? 'ADMIN' : 'admin');
    const locked = await signInTo(a.url, PASSWORD, { 'X-Forwarded-For': '198.51.100.60' });
    const lockedAt = Date.now();
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { detail: string }).detail).toBe('Too many sign-in attempts. Please wait a minute and try again.');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
    // Other accounts are not affected; the admin is let in once the window that began with the first failure ends,
    // although the attack went on (blocked attempts do not extend it).
    expect((await fail(b.url, '198.51.100.61', 1, 'someone-else'))[0]).toBe(401);
    expect(await fail(a.url, '198.51.100.62', 3)).toEqual([429, 429, 429]);
    // Retry-After said when (at most one window after the first failure): by then the admin gets in.
    await new Promise((resolve) => setTimeout(resolve, lockedAt + retryAfter * 1000 + 200 - Date.now()));
    expect((await signInTo(b.url, PASSWORD, { 'X-Forwarded-For': '198.51.100.60' })).status).toBe(200);
  });
});
