import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, STAFF_PASSWORD, staffMember } from '../users/staff.ts';
import { codeAt, cookieFrom } from './totp.ts';

const app = useNewsletterApp();
const SETUP_FIRST = 'This site requires two-factor sign-in. Set it up first: Two-factor sign-in, in the top bar.';

/** Turns two-factor on for the account of `cookie`. */
async function turnOn(cookie: string): Promise<void> {
  const { body } = await call(app, cookie, 'POST', '/api/auth/2fa/setup');
  expect((await call(app, cookie, 'POST', '/api/auth/2fa/enable', { code: codeAt(body.secret as string) })).status).toBe(200);
}

describe('requiring two-factor of all staff', () => {
  it('an admin requires it only with their own on; a staff member without it may then only set it up', async () => {
    const author = await staffMember(app, 'author', 'late-lou');
    expect((await call(app, app.cookie, 'GET', '/api/auth/2fa/policy')).body).toEqual({ required: false });
    const early = await call(app, app.cookie, 'PUT', '/api/auth/2fa/policy', { required: true });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('Turn on your own two-factor sign-in before requiring it of all staff.');
    // Other roles cannot change it.
    expect((await call(app, author.cookie, 'PUT', '/api/auth/2fa/policy', { required: true })).status).toBe(403);

    await turnOn(app.cookie);
    expect((await call(app, app.cookie, 'PUT', '/api/auth/2fa/policy', { required: true })).body).toEqual({ required: true });

    // The author's open session is now limited to setting it up.
    const refused = await call(app, author.cookie, 'GET', '/api/blog/posts');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(SETUP_FIRST);
    expect((await call(app, author.cookie, 'GET', '/api/auth/me')).status).toBe(200);
    // A new sign-in says so.
    const signIn = await call(app, undefined, 'POST', '/api/auth/login', { username: 'late-lou', password: STAFF_PASSWORD });
    expect(signIn.body).toEqual({ authenticated: true, username: 'late-lou', twoFactorSetupRequired: true });
    const session = cookieFrom(signIn.response, 'n4n4_session');
    expect((await call(app, session, 'POST', '/api/blog/posts', { title: 'Lobs', slug: 'lobs', content: '<p>High.</p>' })).status).toBe(403);

    await turnOn(session!);
    expect((await call(app, session, 'GET', '/api/blog/posts')).status).toBe(200);
    const entries = await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action: 'twoFactor.require' }))}`);
    expect(entries.body).toMatchObject([{ actor: 'admin' }]);

    expect((await call(app, app.cookie, 'PUT', '/api/auth/2fa/policy', { required: false })).body).toEqual({ required: false });
    const stopped = await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action: 'twoFactor.unrequire' }))}`);
    expect(stopped.body).toMatchObject([{ actor: 'admin' }]);
    const other = await staffMember(app, 'viewer', 'free-fran');
    expect((await call(app, other.cookie, 'GET', '/api/blog/posts')).status).toBe(200);
    // Three accounts set up with argon2id: slow on a busy machine.
  }, 60_000);
});
