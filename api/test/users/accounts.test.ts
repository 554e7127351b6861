import { describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN } from '../helpers/testApp.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, mailedToken, STAFF_PASSWORD, staffMember } from './staff.ts';

const POST = { title: 'Dinks', slug: 'dinks', content: '<p>Soft shots.</p>' };

describe('staff accounts', () => {
  const app = useNewsletterApp();

  it('the owner is the env admin, with role', async () => {
    const me = await call(app, app.cookie, 'GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: TEST_ADMIN.username, role: 'admin', isOwner: true, isActive: true, status: 'active' });
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('an invitee sets a password through the mailed link, once; then signs in with it', async () => {
    const invited = await call(app, app.cookie, 'POST', '/api/users', { username: 'ana', email: 'ana@example.com', role: 'author' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ username: 'ana', role: 'author', status: 'invited' });
    // Invited, not set up: no password signs in.
    expect((await call(app, undefined, 'POST', '/api/auth/login', { username: 'ana', password: STAFF_PASSWORD })).status).toBe(401);
    const token = await mailedToken(app, 'ana@example.com', '/account/setup');
    const short = await call(app, undefined, 'POST', '/api/auth/invitations/accept', { token, password: 'short1' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Use at least 10 characters for the password.');
    const common = await call(app, undefined, 'POST', '/api/auth/invitations/accept', { token, password: 'Password123' });
    expect(common.body.detail).toBe('This password is too common and easy to guess. Choose another.');
    const accepted = await call(app, undefined, 'POST', '/api/auth/invitations/accept', { token, password: STAFF_PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ username: 'ana', status: 'active' });
    const again = await call(app, undefined, 'POST', '/api/auth/invitations/accept', { token, password: 'another long secret' });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('This link is invalid, expired or already used. Ask for a new one.');
    const cookie = await signIn(app.url, { username: 'ana', password: STAFF_PASSWORD });
    expect((await call(app, cookie, 'GET', '/api/auth/me')).body).toMatchObject({ username: 'ana', role: 'author' });
  });

  it('an editor cannot invite an admin or make someone one', async () => {
    const editor = await staffMember(app, 'editor', 'eddie');
    const admin = await call(app, editor.cookie, 'POST', '/api/users', { username: 'boss', email: 'boss@example.com', role: 'admin' });
    expect(admin.status).toBe(403);
    expect(admin.body.detail).toBe('Editors can only invite and manage authors and viewers.');
    const author = await staffMember(app, 'author', 'aaron', editor.cookie);
    const promote = await call(app, editor.cookie, 'PUT', `/api/users/${author.id}`, { role: 'admin' });
    expect(promote.status).toBe(403);
    expect((await call(app, app.cookie, 'GET', `/api/users/${author.id}`)).body.role).toBe('author');
    // An editor manages authors and viewers.
    expect((await call(app, editor.cookie, 'PUT', `/api/users/${author.id}`, { role: 'viewer' })).body.role).toBe('viewer');
  });

  it('a viewer reads the back office but writes nothing', async () => {
    const viewer = await staffMember(app, 'viewer', 'vera');
    expect((await call(app, viewer.cookie, 'GET', '/api/blog/posts')).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/blog/posts', POST],
      ['POST', '/api/blog/tags', { name: 'X', slug: 'x' }],
      ['POST', '/api/users', { username: 'zed', email: 'zed@example.com', role: 'viewer' }],
    ] as const) {
      const answer = await call(app, viewer.cookie, method, path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.response.headers.get('content-type')).toMatch(/problem\+json/);
      expect(answer.body.detail).toMatch(/^Your role \(viewer\) cannot do this: it needs (author|editor) or above\.$/);
    }
    expect((await call(app, viewer.cookie, 'GET', '/api/newsletter/subscribers')).status).toBe(403);
  });

  it('an author edits their own posts only, by id too', async () => {
    const author = await staffMember(app, 'author', 'penny');
    const ownersPost = await call(app, app.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'owners-post' });
    expect(ownersPost.body.authorId).toBe((await call(app, app.cookie, 'GET', '/api/auth/me')).body.id);
    const id = ownersPost.body.id as number;
    const edit = await call(app, author.cookie, 'PUT', `/api/blog/posts/${id}`, { ...POST, slug: 'owners-post', title: 'Hijacked' });
    expect(edit.status).toBe(403);
    expect(edit.body.detail).toBe('Authors can change only their own posts.');
    expect((await call(app, author.cookie, 'DELETE', `/api/blog/posts/${id}`)).status).toBe(403);
    expect((await call(app, app.cookie, 'GET', `/api/blog/posts/${id}`)).body.title).toBe('Dinks');
    const own = await call(app, author.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'pennys-post' });
    expect(own.status).toBe(201);
    expect(own.body.authorId).toBe(author.id);
    const published = await call(app, author.cookie, 'PUT', `/api/blog/posts/${own.body.id}`, { ...POST, slug: 'pennys-post', publishStatus: 'published' });
    expect(published.status).toBe(200);
    // Choosing another author is for editors and admins.
    const handOver = await call(app, author.cookie, 'PUT', `/api/blog/posts/${own.body.id}`, { ...POST, slug: 'pennys-post', authorId: ownersPost.body.authorId });
    expect(handOver.status).toBe(403);
    const byAdmin = await call(app, app.cookie, 'PUT', `/api/blog/posts/${id}`, { ...POST, slug: 'owners-post', authorId: author.id });
    expect(byAdmin.body.authorId).toBe(author.id);
  });

  it("a suspended user's open session stops at once, and they cannot sign in", async () => {
    const author = await staffMember(app, 'author', 'sus');
    expect((await call(app, author.cookie, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await call(app, app.cookie, 'PUT', `/api/users/${author.id}`, { isActive: false })).body.isActive).toBe(false);
    const after = await call(app, author.cookie, 'GET', '/api/blog/posts');
    expect(after.status).toBe(401);
    // The right password of a suspended account is answered as a wrong one: nothing tells them apart.
    const login = await call(app, undefined, 'POST', '/api/auth/login', { username: 'sus', password: STAFF_PASSWORD });
    const wrong = await call(app, undefined, 'POST', '/api/auth/login', { username: 'sus', password: 'not the password' });
    expect([login.status, wrong.status]).toEqual([401, 401]);
    expect(login.body).toEqual(wrong.body);
  });

  it('the owner cannot be deleted, suspended or demoted, and hands ownership to an active admin', async () => {
    const ownerId = (await call(app, app.cookie, 'GET', '/api/auth/me')).body.id as number;
    const admin = await staffMember(app, 'admin', 'second');
    for (const [method, path, body] of [
      ['PUT', `/api/users/${ownerId}`, { isActive: false }],
      ['PUT', `/api/users/${ownerId}`, { role: 'editor' }],
      ['DELETE', `/api/users/${ownerId}?inheritorId=${admin.id}`, undefined],
    ] as const) {
      const answer = await call(app, admin.cookie, method, path, body);
      expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(403);
    }
    expect((await call(app, app.cookie, 'PUT', `/api/users/${ownerId}`, { role: 'editor' })).status).toBe(403);
    expect((await call(app, admin.cookie, 'POST', `/api/users/${ownerId}/ownership`)).status).toBe(403);
    const handed = await call(app, app.cookie, 'POST', `/api/users/${admin.id}/ownership`);
    expect(handed.body).toMatchObject({ id: admin.id, isOwner: true });
    expect((await call(app, app.cookie, 'GET', '/api/auth/me')).body.isOwner).toBe(false);
    // Back again, for the other tests.
    expect((await call(app, admin.cookie, 'POST', `/api/users/${ownerId}/ownership`)).body.isOwner).toBe(true);
  });

  it('deleting a staff member hands their posts to the chosen one', async () => {
    const author = await staffMember(app, 'author', 'leaving');
    const post = await call(app, author.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'left-behind' });
    const ownerId = (await call(app, app.cookie, 'GET', '/api/auth/me')).body.id as number;
    expect((await call(app, app.cookie, 'DELETE', `/api/users/${author.id}`)).status).toBe(400);
    expect((await call(app, app.cookie, 'DELETE', `/api/users/${author.id}?inheritorId=${ownerId}`)).status).toBe(200);
    expect((await call(app, app.cookie, 'GET', `/api/blog/posts/${post.body.id}`)).body.authorId).toBe(ownerId);
    expect((await call(app, author.cookie, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('a password reset answers the same for any address, and its link works once', async () => {
    const member = await staffMember(app, 'author', 'forgetful');
    const before = performance.now();
    const unknown = await call(app, undefined, 'POST', '/api/auth/password-reset', { email: 'nobody@example.com' });
    const known = await call(app, undefined, 'POST', '/api/auth/password-reset', { email: member.email });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    const token = await mailedToken(app, member.email, '/account/reset', before);
    const reset = await call(app, undefined, 'POST', '/api/auth/password-reset/confirm', { token, password: 'my new long secret' });
    expect(reset.status).toBe(200);
    // The old session ended with the old password.
    expect((await call(app, member.cookie, 'GET', '/api/auth/me')).status).toBe(401);
    const again = await call(app, undefined, 'POST', '/api/auth/password-reset/confirm', { token, password: 'yet another secret' });
    expect(again.status).toBe(400);
    await signIn(app.url, { username: 'forgetful', password: 'my new long secret' });
    expect(app.sink.to('nobody@example.com')).toEqual([]);
    // The reset is in the activity log, once, under the account it reset.
    const logged = await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action: 'auth.passwordReset' }))}`);
    expect(logged.body).toMatchObject([{ action: 'auth.passwordReset', subject: { type: 'user', id: String(member.id), title: 'forgetful' } }]);
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const member = await staffMember(app, 'viewer', 'changer');
    const other = await signIn(app.url, { username: 'changer', password: STAFF_PASSWORD });
    const wrong = await call(app, member.cookie, 'PUT', '/api/auth/password', { currentPassword: 'not it at all', newPassword: 'a brand new secret' });
    expect(wrong.status).toBe(400);
    // A refused new password names the field it came in, whichever rule refused it.
    for (const [newPassword, text] of [['short1', 'Use at least 10 characters for the password.'], ['Password123', 'This password is too common and easy to guess. Choose another.']]) {
      const refused = await call(app, member.cookie, 'PUT', '/api/auth/password', { currentPassword: STAFF_PASSWORD, newPassword });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ detail: text, errors: { newPassword: text } });
    }
    const changed = await call(app, member.cookie, 'PUT', '/api/auth/password', { currentPassword: STAFF_PASSWORD, newPassword: 'a brand new secret' });
    expect(changed.status).toBe(200);
    const renewed = (changed.response.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await call(app, renewed, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await call(app, other, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('the mailed link opens a "Set up your account" page whose form sets the password and signs in, once', async () => {
    await call(app, app.cookie, 'POST', '/api/users', { username: 'paged', email: 'paged@example.com', role: 'viewer' });
    const token = await mailedToken(app, 'paged@example.com', '/account/setup');
    const page = await fetch(`${app.url}/account/setup?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Set up your account</h1>');
    expect(html).toContain('Choose a password for paged, then sign in to the back office with it.');
    const post = (password: string) =>
      fetch(`${app.url}/account/setup`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, password }) });
    const weak = await post('too short');
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Use at least 10 characters for the password.');
    expect(weak.headers.get('set-cookie')).toBeNull();
    const done = await post(STAFF_PASSWORD);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/login?redirect=%2Fn4n4');
    // The sign-in screen's notice: for /login only, short-lived, and no session.
    expect(done.headers.get('set-cookie')).toMatch(/^n4n4Ready=invitation\.paged; Max-Age=600; Path=\/login; Expires=[^;]+; SameSite=Strict$/);
    const cookie = await signIn(app.url, { username: 'paged', password: STAFF_PASSWORD });
    expect((await call(app, cookie, 'GET', '/api/auth/me')).body).toMatchObject({ username: 'paged', role: 'viewer' });
    const used = await fetch(`${app.url}/account/setup?token=${encodeURIComponent(token)}`);
    expect(used.status).toBe(404);
    expect(await used.text()).toContain('This link does not work');
  });

  it('"Forgot password?" leads to a page that answers the same for any address and mails a reset link', async () => {
    expect(await (await fetch(`${app.url}/account/forgot`)).text()).toContain('<h1>Forgot your password?</h1>');
    const ask = (email: string) => fetch(`${app.url}/account/forgot`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email }) });
    const before = performance.now();
    const [unknown, known] = [await ask('stranger@example.com'), await ask(`${TEST_ADMIN.username}@pickleball.example`)];
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(await known.text()).toBe(await unknown.text());
    const token = await mailedToken(app, `${TEST_ADMIN.username}@pickleball.example`, '/account/reset', before);
    expect((await fetch(`${app.url}/account/reset?token=${encodeURIComponent(token)}`)).status).toBe(200);
  });
});
