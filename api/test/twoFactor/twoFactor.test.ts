import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../helpers/testApp.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, postFrom, STAFF_PASSWORD, staffMember } from '../users/staff.ts';
import { codeAt, cookieFrom } from './totp.ts';

const app = useNewsletterApp();

/**
 * A sign-in request from its own client address (the app trusts X-Forwarded-For from loopback),
 * so one test's wrong codes do not reach the per-address sign-in limit of the next.
 */
let address = 0;
beforeEach(() => void address++);
const signInCall = (path: string, cookie: string | undefined, body: unknown) => postFrom(app, `203.0.113.${address}`, path, body, cookie);

/** The password step; answers the pending-login cookie (or the session cookie when no code is asked). */
async function passwordStep(username: string, password = STAFF_PASSWORD) {
  const answer = await signInCall('/api/auth/login', undefined, { username, password });
  return { ...answer, pending: cookieFrom(answer.response, 'n4n4_2fa'), session: cookieFrom(answer.response, 'n4n4_session') };
}

const codeStep = (pending: string | undefined, code: string) => signInCall('/api/auth/login/verify', pending, { code });

/** A new staff member with two-factor on: its session, secret and backup codes. */
async function withTwoFactor(username: string) {
  const member = await staffMember(app, 'author', username);
  const setup = await call(app, member.cookie, 'POST', '/api/auth/2fa/setup');
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const enabled = await call(app, member.cookie, 'POST', '/api/auth/2fa/enable', { code: codeAt(secret) });
  expect(enabled.status).toBe(200);
  return { ...member, secret, backupCodes: enabled.body.backupCodes as string[] };
}

async function activity(action: string) {
  const answer = await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action }))}`);
  return answer.body as unknown as { actor: string | null; subject?: { title?: string }; detail?: string; address?: string }[];
}

describe('two-factor sign-in', () => {
  it('setup answers a secret, its otpauth URL and a QR code; enabling takes a code of it and answers 10 backup codes', async () => {
    const member = await staffMember(app, 'viewer', 'setup-sam');
    expect((await call(app, member.cookie, 'GET', '/api/auth/2fa')).body).toEqual({ enabled: false, backupCodesLeft: 0 });
    const setup = await call(app, member.cookie, 'POST', '/api/auth/2fa/setup');
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*setup-sam\?.*secret=/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret as string}`);
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Not on until a code confirms it: the password alone still signs in.
    expect((await passwordStep('setup-sam')).body).toMatchObject({ authenticated: true });

    const wrong = await call(app, member.cookie, 'POST', '/api/auth/2fa/enable', { code: '000000' === codeAt(setup.body.secret as string) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('The code does not match. Enter the 6-digit code your authenticator app shows now.');
    expect((await call(app, member.cookie, 'GET', '/api/auth/2fa')).body.enabled).toBe(false);

    const enabled = await call(app, member.cookie, 'POST', '/api/auth/2fa/enable', { code: codeAt(setup.body.secret as string) });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.backupCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call(app, member.cookie, 'GET', '/api/auth/2fa')).body).toEqual({ enabled: true, backupCodesLeft: 10 });
    expect((await call(app, member.cookie, 'POST', '/api/auth/2fa/setup')).status).toBe(409);
    expect(await activity('twoFactor.enable')).toMatchObject([{ actor: 'setup-sam', subject: { title: 'setup-sam' } }]);
  });

  it('with two-factor on, the password opens only the code step; a code signs in once, a replay is refused', async () => {
    const member = await withTwoFactor('code-cara');
    const first = await passwordStep('code-cara');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect(first.session).toBeUndefined();
    expect(first.pending).toBeDefined();
    // The pending cookie is no session.
    expect((await call(app, first.pending, 'GET', '/api/auth/me')).status).toBe(401);

    // The next step's code (the enabling one is used up).
    const code = codeAt(member.secret, Date.now() + 30_000);
    const verified = await codeStep(first.pending, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ authenticated: true, username: 'code-cara' });
    const session = cookieFrom(verified.response, 'n4n4_session');
    expect((await call(app, session, 'GET', '/api/auth/me')).body).toMatchObject({ username: 'code-cara' });
    // The pending login is used up with it.
    expect((await codeStep(first.pending, code)).status).toBe(401);

    const second = await passwordStep('code-cara');
    const replay = await codeStep(second.pending, code);
    expect(replay.status).toBe(401);
    expect(replay.body.detail).toBe('The code is wrong or has already been used.');
    expect(cookieFrom(replay.response, 'n4n4_session')).toBeUndefined();
    expect(await activity('auth.signIn')).toEqual(expect.arrayContaining([expect.objectContaining({ actor: 'code-cara', detail: 'with a two-factor code' })]));
  });

  it('a backup code signs in once; used again it is refused', async () => {
    const member = await withTwoFactor('backup-bo');
    const backup = member.backupCodes[3]!;
    const first = await passwordStep('backup-bo');
    // Typed in capitals without the hyphen, as from paper.
    expect((await codeStep(first.pending, backup.replace('-', ' ').toUpperCase())).status).toBe(200);
    expect((await call(app, member.cookie, 'GET', '/api/auth/2fa')).body).toEqual({ enabled: true, backupCodesLeft: 9 });
    const second = await passwordStep('backup-bo');
    const again = await codeStep(second.pending, backup);
    expect(again.status).toBe(401);
    expect(again.body.detail).toBe('The code is wrong or has already been used.');
    expect((await codeStep(second.pending, member.backupCodes[4]!)).status).toBe(200);
  });

  it('5 wrong codes end the pending login; the code step then answers 429, even with a right code', async () => {
    const member = await withTwoFactor('limit-lu');
    const { pending } = await passwordStep('limit-lu');
    for (let i = 0; i < 5; i++) {
      const wrong = await codeStep(pending, `zzzzz-zzzz${i}`);
      expect(wrong.status).toBe(401);
    }
    const blocked = await codeStep(pending, member.backupCodes[0]!);
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toBe('Too many wrong codes. Wait 15 minutes, then sign in again.');
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // A new password step does not lift the block.
    const again = await passwordStep('limit-lu');
    expect((await codeStep(again.pending, member.backupCodes[0]!)).status).toBe(429);
    expect((await activity('auth.signInFailed')).filter((entry) => entry.detail === 'wrong two-factor code').length).toBeGreaterThanOrEqual(5);
  });

  it('a code step without a pending login, or with a forged one, is 401 and opens nothing', async () => {
    await withTwoFactor('forge-fay');
    expect((await codeStep(undefined, '123456')).status).toBe(401);
    const forged = await codeStep('n4n4_2fa=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '123456');
    expect(forged.status).toBe(401);
    expect(forged.body.detail).toBe('Your sign-in has expired. Enter your username and password again.');
    const bad = await codeStep(undefined, '');
    expect(bad.status).toBe(400);
  });

  it('turning it off takes a code; a wrong one changes nothing', async () => {
    const member = await withTwoFactor('off-otto');
    const wrong = await call(app, member.cookie, 'POST', '/api/auth/2fa/disable', { code: 'aaaaa-aaaaa' });
    expect(wrong.status).toBe(400);
    expect((await call(app, member.cookie, 'GET', '/api/auth/2fa')).body.enabled).toBe(true);
    expect((await call(app, member.cookie, 'POST', '/api/auth/2fa/disable', { code: member.backupCodes[0]! })).status).toBe(204);
    expect((await call(app, member.cookie, 'GET', '/api/auth/2fa')).body).toEqual({ enabled: false, backupCodesLeft: 0 });
    expect((await passwordStep('off-otto')).body).toMatchObject({ authenticated: true });
    expect(await activity('twoFactor.disable')).toMatchObject([{ actor: 'off-otto', subject: { title: 'off-otto' } }]);
  });

  it('the owner resets another account\u2019s two-factor, logged; other staff cannot', async () => {
    const member = await withTwoFactor('lost-lee');
    const editor = await staffMember(app, 'editor', 'reset-ed');
    expect((await call(app, editor.cookie, 'DELETE', `/api/users/${member.id}/2fa`)).status).toBe(403);
    expect((await call(app, app.cookie, 'DELETE', '/api/users/99999/2fa')).status).toBe(404);
    expect((await call(app, app.cookie, 'DELETE', `/api/users/${member.id}/2fa`)).status).toBe(204);
    expect((await passwordStep('lost-lee')).body).toMatchObject({ authenticated: true });
    expect((await call(app, app.cookie, 'DELETE', `/api/users/${member.id}/2fa`)).status).toBe(409);
    expect(await activity('twoFactor.reset')).toMatchObject([{ actor: TEST_ADMIN.username, subject: { title: 'lost-lee' } }]);
  });

  it('sign-in without two-factor is unchanged: the password opens the session at once', async () => {
    await staffMember(app, 'author', 'plain-pat');
    const answer = await passwordStep('plain-pat');
    expect(answer.body).toEqual({ authenticated: true, username: 'plain-pat' });
    expect(answer.session).toBeDefined();
    expect(answer.pending).toBeUndefined();
    expect((await passwordStep('plain-pat', 'a wrong password')).status).toBe(401);
  });
});
