import { describe, expect, it } from 'vitest';
import { authLogin, authLogout, authSession, postsList } from '../../codegen/hey-api/sdk.gen.ts';
import { createClient } from '../../codegen/hey-api/client/index.ts';
import { newSessionToken } from '../src/auth/session.ts';
import { TEST_ADMIN, useTestApp } from './helpers/testApp.ts';

async function login(url: string, body: unknown, ip: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('admin sign-in', () => {
  const app = useTestApp();

  it('sets an httpOnly, SameSite=Strict session cookie for the right credentials', async () => {
    const { response, body } = await login(app.url, TEST_ADMIN, '10.0.0.1');
    expect(response?.status).toBe(200);
    expect(body).toEqual({ authenticated: true, username: 'admin' });
    const cookie = response?.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^n4n4_session=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i); // only in production
  });

  it('refuses wrong credentials with 401 and the spec text', async () => {
    const { response, body } = await login(app.url, { username: 'admin', password: 'wrong-password' }, '10.0.0.2');
    expect(response?.status).toBe(401);
    expect(response?.headers.get('content-type')).toMatch(/problem\+json/);
    expect(body.detail).toBe('Invalid username or password');
    expect(response?.headers.get('set-cookie')).toBeNull();
  });

  it('answers a body without a password with 400', async () => {
    const { data, error, response } = await authLogin({ client: app.anonymous, body: { username: 'admin' } as never });
    expect(response?.status).toBe(400);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ status: 400 });
  });

  it('reports the session, and logout ends it', async () => {
    expect((await authSession({ client: app.anonymous })).data).toEqual({ authenticated: false });
    expect((await authSession({ client: app.admin })).data).toEqual({ authenticated: true, username: 'admin' });
    const out = await authLogout({ client: app.admin });
    expect(out.response?.status).toBe(204);
    expect(out.response?.headers.get('set-cookie')).toMatch(/n4n4_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('refuses forged, altered and unknown cookies with 401', async () => {
    const forged = newSessionToken('some-other-secret').token;
    // Signed with the right secret but never opened by a sign-in.
    const unknown = newSessionToken('test-secret').token;
    const [data, signature] = app.cookie.replace('n4n4_session=', '').split('.');
    const altered = `${data!.slice(0, -2)}AA.${signature}`;
    for (const token of [forged, unknown, altered, `${data}.`, 'garbage']) {
      const client = createClient({ baseUrl: app.url, headers: { Cookie: `n4n4_session=${token}` } });
      const { response, error } = await postsList({ client });
      expect(response?.status, token).toBe(401);
      expect(error).toMatchObject({ detail: 'Sign in to continue.' });
    }
  });

  it('answers the 11th failed attempt within a minute from one address with 429, whatever X-Forwarded-For claims', async () => {
    // The wrong password above was this address's first failure.
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      // A different claimed address each time: without TRUST_PROXY the header is ignored.
      const { response } = await login(app.url, { username: 'admin', password: `guess-${attempt}` }, `10.9.9.${attempt}`);
      expect(response?.status).toBe(401);
    }
    const blocked = await login(app.url, TEST_ADMIN, '10.9.9.200');
    expect(blocked.response?.status).toBe(429);
    // The block lasts until the minute that began with the first failure ends.
    const retryAfter = Number(blocked.response?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.body.detail).toMatch(/Too many sign-in attempts/);
  });
});
