import { describe, expect, it } from 'vitest';
import { eventually, useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { linksIn } from '../newsletter/smtpSink.ts';
import { call, mailedToken, STAFF_PASSWORD, staffMember } from './staff.ts';

/** The newest link to `page` mailed to `email`. */
async function mailedLink(app: ReturnType<typeof useNewsletterApp>, email: string, page: string): Promise<string> {
  const mail = await eventually(() => app.sink.to(email).filter((m) => linksIn(m, page).length > 0).at(-1), `a ${page} mail to ${email}`);
  return linksIn(mail, page)[0]!;
}

const page = async (app: { url: string }, link: string, token?: string) => {
  const url = new URL(link);
  const response = token
    ? await fetch(app.url + url.pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString(), redirect: 'manual' })
    : await fetch(app.url + url.pathname + url.search);
  return { status: response.status, html: await response.text() };
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('changing the email address from the profile', () => {
  const app = useNewsletterApp();
  const me = async (cookie: string) => (await call(app, cookie, 'GET', '/api/auth/me')).body;

  it('takes effect only from the link mailed to the new address, once', async () => {
    const author = await staffMember(app, 'author', 'mover');
    const saved = await call(app, author.cookie, 'PUT', '/api/auth/me', { displayName: 'Mo Ver', email: 'mover.new@example.com', currentPassword: STAFF_PASSWORD });
    expect(saved.status).toBe(200);
    // The name is saved at once; the address is not, yet.
    expect(saved.body).toMatchObject({ displayName: 'Mo Ver', email: 'mover@example.com' });
    const link = await mailedLink(app, 'mover.new@example.com', '/account/confirm-email');
    // Opening the link (as a mail scanner would) changes nothing.
    const shown = await page(app, link);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Confirm this address');
    expect((await me(author.cookie)).email).toBe('mover@example.com');
    const confirmed = await page(app, link, tokenOf(link));
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain('Email address changed');
    expect((await me(author.cookie)).email).toBe('mover.new@example.com');
    // The link works once.
    expect((await page(app, link, tokenOf(link))).status).toBe(404);
    expect((await page(app, link)).status).toBe(404);
  });

  it('needs the current password: a stolen session alone cannot move the account', async () => {
    const author = await staffMember(app, 'author', 'guarded');
    const before = app.sink.to('thief@example.com').length;
    for (const body of [{ email: 'thief@example.com' }, { email: 'thief@example.com', currentPassword: 'not the password' }]) {
      const answer = await call(app, author.cookie, 'PUT', '/api/auth/me', { ...body, bio: 'changed' });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors as object)).toEqual(['currentPassword']);
    }
    // Nothing changed, nothing was mailed.
    expect((await me(author.cookie)).bio).toBe('');
    await app.settled();
    expect(app.sink.to('thief@example.com')).toHaveLength(before);
  });

  it('tells the old address at once; its link undoes a confirmed change, ends every session and kills reset links', async () => {
    const victim = await staffMember(app, 'editor', 'victim');
    // An attacker with the victim's session and password starts and confirms a change.
    await call(app, victim.cookie, 'PUT', '/api/auth/me', { email: 'attacker@example.net', currentPassword: STAFF_PASSWORD });
    const notice = await eventually(() => app.sink.to('victim@example.com').find((m) => m.headers.subject?.includes('is changing')), 'the notice to the old address');
    expect(notice.decoded).toContain('attacker@example.net');
    const revert = linksIn(notice, '/account/revert-email')[0]!;
    const confirm = await mailedLink(app, 'attacker@example.net', '/account/confirm-email');
    expect((await page(app, confirm, tokenOf(confirm))).status).toBe(200);
    // ...and asks for a reset at the new address.
    const asked = performance.now();
    await call(app, undefined, 'POST', '/api/auth/password-reset', { email: 'attacker@example.net' });
    const resetToken = await mailedToken(app, 'attacker@example.net', '/account/reset', asked);
    // The owner of the old address opens the notice's link: the page asks before acting.
    const shown = await page(app, revert);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Keep my address and sign out everywhere');
    const kept = await page(app, revert, tokenOf(revert));
    expect(kept.status).toBe(200);
    expect(kept.html).toContain('victim@example.com is the address of victim');
    // Signed out everywhere; the address is back; the attacker's reset link is dead.
    expect((await call(app, victim.cookie, 'GET', '/api/auth/me')).status).toBe(401);
    const admin = await call(app, app.cookie, 'GET', `/api/users/${victim.id}`);
    expect(admin.body.email).toBe('victim@example.com');
    expect((await call(app, undefined, 'POST', '/api/auth/password-reset/confirm', { token: resetToken, password: 'a brand new secret' })).status).toBe(400);
    // The undo link works once.
    expect((await page(app, revert, tokenOf(revert))).status).toBe(404);
    const actions = ((await call(app, app.cookie, 'GET', '/api/activity')).body as unknown as { action: string; subject?: { title?: string } }[])
      .filter((entry) => entry.subject?.title === 'victim')
      .map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['user.emailChange', 'user.emailConfirm', 'user.emailRevert', 'auth.passwordResetRequest']));
  });

  it('answers the same whether or not another account holds the new address, and changes nothing for a taken one', async () => {
    const author = await staffMember(app, 'author', 'prober');
    await staffMember(app, 'viewer', 'original');
    const taken = await call(app, author.cookie, 'PUT', '/api/auth/me', { email: 'original@example.com', currentPassword: STAFF_PASSWORD, bio: 'Hi' });
    const free = await call(app, author.cookie, 'PUT', '/api/auth/me', { email: 'nobody-has-this@example.com', currentPassword: STAFF_PASSWORD, bio: 'Hi' });
    expect([taken.status, free.status]).toEqual([200, 200]);
    expect(taken.body).toEqual(free.body);
    expect(taken.body.email).toBe('prober@example.com');
    // The holder of the taken address is told; no link that would change anything reaches it.
    const told = await eventually(() => app.sink.to('original@example.com').find((m) => m.headers.subject?.includes('suggested')), 'the notice to the taken address');
    expect(linksIn(told, '/account/confirm-email')).toEqual([]);
  });

  it('a password change cancels a pending change and every outstanding reset link', async () => {
    const author = await staffMember(app, 'author', 'careful');
    await call(app, author.cookie, 'PUT', '/api/auth/me', { email: 'careful.new@example.com', currentPassword: STAFF_PASSWORD });
    const confirm = await mailedLink(app, 'careful.new@example.com', '/account/confirm-email');
    const asked = performance.now();
    await call(app, undefined, 'POST', '/api/auth/password-reset', { email: 'careful@example.com' });
    const resetToken = await mailedToken(app, 'careful@example.com', '/account/reset', asked);
    const changed = await call(app, author.cookie, 'PUT', '/api/auth/password', { currentPassword: STAFF_PASSWORD, newPassword: 'another long secret' });
    expect(changed.status).toBe(200);
    expect((await page(app, confirm, tokenOf(confirm))).status).toBe(404);
    expect((await call(app, undefined, 'POST', '/api/auth/password-reset/confirm', { token: resetToken, password: 'yet another secret' })).status).toBe(400);
  });

  it('answers 409 on the page when the address was taken after the link was sent', async () => {
    const first = await staffMember(app, 'author', 'early');
    await call(app, first.cookie, 'PUT', '/api/auth/me', { email: 'contested@example.com', currentPassword: STAFF_PASSWORD });
    const link = await mailedLink(app, 'contested@example.com', '/account/confirm-email');
    // Someone else gets the address first.
    await call(app, app.cookie, 'POST', '/api/users', { username: 'late-comer', email: 'contested@example.com', role: 'viewer' });
    const answer = await page(app, link, tokenOf(link));
    expect(answer.status).toBe(409);
    expect((await me(first.cookie)).email).toBe('early@example.com');
  });
});

describe("changing another member's email address", () => {
  const app = useNewsletterApp();

  it('an editor cannot; an admin only starts the confirmed change, announced to the old address', async () => {
    const editor = await staffMember(app, 'editor', 'ed');
    const viewer = await staffMember(app, 'viewer', 'vi');
    const byEditor = await call(app, editor.cookie, 'PUT', `/api/users/${viewer.id}`, { email: 'ed.owns.it@example.com', bio: 'x' });
    expect(byEditor.status).toBe(403);
    const unchanged = await call(app, app.cookie, 'GET', `/api/users/${viewer.id}`);
    expect([unchanged.body.email, unchanged.body.bio]).toEqual(['vi@example.com', '']);

    const byAdmin = await call(app, app.cookie, 'PUT', `/api/users/${viewer.id}`, { email: 'vi.new@example.com' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.email).toBe('vi@example.com');
    const link = await mailedLink(app, 'vi.new@example.com', '/account/confirm-email');
    await eventually(() => app.sink.to('vi@example.com').find((m) => m.headers.subject?.includes('is changing')), 'the notice to the old address');
    expect((await page(app, link, tokenOf(link))).status).toBe(200);
    expect((await call(app, app.cookie, 'GET', `/api/users/${viewer.id}`)).body.email).toBe('vi.new@example.com');
  });

  it("nobody changes their own address through the accounts list (it needs the password there)", async () => {
    const admin = await staffMember(app, 'admin', 'self-admin');
    const answer = await call(app, admin.cookie, 'PUT', `/api/users/${admin.id}`, { email: 'elsewhere@example.com' });
    expect(answer.status).toBe(403);
  });
});
