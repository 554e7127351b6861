import { beforeEach, describe, expect, it } from 'vitest';
import { codeAt, cookieFrom } from '../twoFactor/totp.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, mailedToken, postFrom, STAFF_PASSWORD, staffMember } from './staff.ts';

const app = useNewsletterApp();

/** Each test's requests come from their own client address, so address limits stay per test. */
let address = 0;
beforeEach(() => void address++);
const from = (path: string, body: unknown, cookie?: string) => postFrom(app, `198.51.100.${address}`, path, body, cookie);

/** A staff member with two-factor on: its session cookie and secret. */
async function withTwoFactor(username: string) {
  const member = await staffMember(app, 'author', username);
  const secret = (await call(app, member.cookie, 'POST', '/api/auth/2fa/setup')).body.secret as string;
  expect((await call(app, member.cookie, 'POST', '/api/auth/2fa/enable', { code: codeAt(secret) })).status).toBe(200);
  return { ...member, secret };
}

// Argon2 hashes, a QR code and mail round trips: slow on a loaded 2-core machine.
describe('every way into a session asks for every factor', { timeout: 60_000 }, () => {
  it('a password reset of an account with two-factor opens only the code step', async () => {
    const member = await withTwoFactor('two-step');
    const asked = performance.now();
    expect((await from('/api/auth/password-reset', { email: member.email })).status).toBe(202);
    const token = await mailedToken(app, member.email, '/account/reset', asked);
    const reset = await from('/api/auth/password-reset/confirm', { token, password: 'a fresh long secret' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ twoFactorRequired: true });
    expect(cookieFrom(reset.response, 'n4n4_session')).toBeUndefined();
    const pending = cookieFrom(reset.response, 'n4n4_2fa');
    expect(pending).toBeDefined();
    // Without the code nobody is signed in; with it, the session opens.
    const signedIn = await from('/api/auth/login/verify', { code: codeAt(member.secret, Date.now() + 30_000) }, pending);
    expect(signedIn.status).toBe(200);
    const session = cookieFrom(signedIn.response, 'n4n4_session');
    expect((await call(app, session, 'GET', '/api/auth/me')).body.username).toBe('two-step');
  });

  it('turning two-factor on ends the other sessions of the account and keeps this one', async () => {
    const member = await staffMember(app, 'author', 'two-tabs');
    const elsewhere = await from('/api/auth/login', { username: 'two-tabs', password: STAFF_PASSWORD });
    const other = cookieFrom(elsewhere.response, 'n4n4_session');
    expect((await call(app, other, 'GET', '/api/auth/me')).status).toBe(200);
    const secret = (await call(app, member.cookie, 'POST', '/api/auth/2fa/setup')).body.secret as string;
    expect((await call(app, member.cookie, 'POST', '/api/auth/2fa/enable', { code: codeAt(secret) })).status).toBe(200);
    expect((await call(app, other, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(app, member.cookie, 'GET', '/api/auth/me')).status).toBe(200);
  });

  it('judges exactly 5 of 20 codes sent at once; the rest are refused unread', async () => {
    const member = await withTwoFactor('guesser-target');
    const step = await from('/api/auth/login', { username: 'guesser-target', password: STAFF_PASSWORD });
    const pending = cookieFrom(step.response, 'n4n4_2fa');
    const right = codeAt(member.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    // From 20 addresses, so the per-address sign-in limit is not what stops them.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(app.url + '/api/auth/login/verify', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${i + 1}`, Cookie: pending! },
          body: JSON.stringify({ code: wrong }),
        }).then(async (r) => ({ status: r.status, detail: ((await r.json()) as { detail: string }).detail })),
      ),
    );
    const judged = answers.filter((a) => a.status === 401 && /code/i.test(a.detail) && !/expired|again/i.test(a.detail));
    expect(judged).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(14);
  });
});

describe('mail staff make the site send is limited per sender and per recipient', () => {
  it('email changes: 3 an hour to one new address, then 429 with Retry-After', async () => {
    const member = await staffMember(app, 'viewer', 'changer');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      const answer = await call(app, member.cookie, 'PUT', '/api/auth/me', { email: 'target@example.org', currentPassword: STAFF_PASSWORD });
      statuses.push(answer.status);
      last = answer.response;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('invitations sent again: 5 an hour to one address', async () => {
    const invited = await call(app, app.cookie, 'POST', '/api/users', { username: 'slowpoke', email: 'slowpoke@example.com', role: 'viewer' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(app, app.cookie, 'POST', `/api/users/${invited.body.id as number}/invitation`)).status);
    // The first invitation counted too.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('password resets: 3 an hour to one address, whoever asks and whether or not it is staff', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      address++;
      statuses.push((await from('/api/auth/password-reset', { email: 'someone@example.com' })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('newsletter test copies: 10 an hour from one sender, each in the activity log', async () => {
    const issue = await call(app, app.cookie, 'POST', '/api/newsletter/issues', { subject: 'Dinking drills', intro: 'Three drills.', posts: [] });
    expect(issue.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(app, app.cookie, 'POST', `/api/newsletter/issues/${issue.body.id as string}/test`, { email: `reader${i}@example.com` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
    const logged = await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action: 'newsletter.test' }))}`);
    expect(logged.body).toHaveLength(10);
  });
});

describe('public author pages', () => {
  it("a new author's page is named after the display name, never the sign-in name", async () => {
    const named = await call(app, app.cookie, 'POST', '/api/users', { username: 'jsmith42', email: 'jsmith42@example.com', role: 'author', displayName: 'Jo Smith' });
    expect(named.body.slug).toBe('jo-smith');
    const unnamed = await call(app, app.cookie, 'POST', '/api/users', { username: 'secret-login', email: 'secret-login@example.com', role: 'author' });
    expect(unnamed.body.slug).not.toContain('secret-login');
  });
});
