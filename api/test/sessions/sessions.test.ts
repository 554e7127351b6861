import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../helpers/testApp.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, STAFF_PASSWORD, staffMember } from '../users/staff.ts';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface SessionRow {
  id: string;
  device: string;
  address: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** Signs in from a browser with this User-Agent and answers the session cookie. */
async function signInFrom(url: string, userAgent: string, credentials: { username: string; password: string } = TEST_ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent }, body: JSON.stringify(credentials) });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const sessionsOf = async (app: { url: string }, cookie: string) => {
  const answer = await call(app, cookie, 'GET', '/api/sessions');
  expect(answer.status).toBe(200);
  return answer.body as unknown as SessionRow[];
};

describe('sessions', () => {
  const app = useNewsletterApp();

  it('lists the signed-in user’s sessions with device, address and last seen, never a usable token', async () => {
    const laptop = await signInFrom(app.url, FIREFOX_LINUX);
    const phone = await signInFrom(app.url, SAFARI_IPHONE);
    const rows = await sessionsOf(app, laptop);
    const mine = rows.filter((row) => row.device === 'Firefox on Linux' || row.device === 'Safari on iOS');
    expect(mine.map((row) => [row.device, row.current])).toEqual([
      ['Firefox on Linux', true],
      ['Safari on iOS', false],
    ]);
    for (const row of mine) {
      expect(row.address).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
      expect(Date.parse(row.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(row.createdAt));
      // The public id is not the cookie's session id (nor any part of either cookie).
      for (const cookie of [laptop, phone]) expect(decodeURIComponent(cookie)).not.toContain(row.id);
    }
    // The raw User-Agent is not kept anywhere the list shows.
    expect(JSON.stringify(rows)).not.toContain('Mozilla');
    // The other device sees itself as the current one.
    expect((await sessionsOf(app, phone)).find((row) => row.current)?.device).toBe('Safari on iOS');
  });

  it('ends another session: its cookie gets 401 on its next request, at once', async () => {
    const laptop = await signInFrom(app.url, FIREFOX_LINUX);
    const phone = await signInFrom(app.url, SAFARI_IPHONE);
    // The phone's session is in this instance's cache.
    expect((await call(app, phone, 'GET', '/api/auth/me')).status).toBe(200);
    const phoneRow = (await sessionsOf(app, phone)).find((row) => row.current)!;
    const ended = await call(app, laptop, 'DELETE', `/api/sessions/${phoneRow.id}`);
    expect(ended.status).toBe(204);
    expect((await call(app, phone, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await sessionsOf(app, laptop)).map((row) => row.id)).not.toContain(phoneRow.id);
    expect((await call(app, laptop, 'GET', '/api/auth/me')).status).toBe(200);
    // Again: it is gone.
    expect((await call(app, laptop, 'DELETE', `/api/sessions/${phoneRow.id}`)).status).toBe(404);
  });

  it('refuses to end the session in use (sign out does that)', async () => {
    const laptop = await signInFrom(app.url, FIREFOX_LINUX);
    const current = (await sessionsOf(app, laptop)).find((row) => row.current)!;
    const answer = await call(app, laptop, 'DELETE', `/api/sessions/${current.id}`);
    expect(answer.status).toBe(409);
    expect(answer.response.headers.get('content-type')).toMatch(/problem\+json/);
    expect((await call(app, laptop, 'GET', '/api/auth/me')).status).toBe(200);
  });

  it('answers 404 for another user’s session id, and leaves that session alone', async () => {
    const author = await staffMember(app, 'author', 'sessions-author');
    const authorsRow = (await sessionsOf(app, author.cookie)).find((row) => row.current)!;
    const attempt = await call(app, app.cookie, 'DELETE', `/api/sessions/${authorsRow.id}`);
    expect(attempt.status).toBe(404);
    expect(attempt.body.detail).toBe('Session not found.');
    // Same answer as for an id that names nothing at all.
    expect((await call(app, app.cookie, 'DELETE', '/api/sessions/nothing-here')).body.detail).toBe('Session not found.');
    expect((await call(app, author.cookie, 'GET', '/api/auth/me')).status).toBe(200);
    // Nor does the owner's list show the author's session.
    expect((await sessionsOf(app, app.cookie)).map((row) => row.id)).not.toContain(authorsRow.id);
  });

  it('refuses a malformed session id with 400', async () => {
    expect((await call(app, app.cookie, 'DELETE', '/api/sessions/not%20an%20id')).status).toBe(400);
  });

  it('ends all the other sessions, not this one', async () => {
    const author = await staffMember(app, 'author', 'many-sessions');
    const credentials = { username: 'many-sessions', password: STAFF_PASSWORD };
    const others = [await signInFrom(app.url, SAFARI_IPHONE, credentials), await signInFrom(app.url, FIREFOX_LINUX, credentials)];
    for (const cookie of others) expect((await call(app, cookie, 'GET', '/api/auth/me')).status).toBe(200);
    expect(await sessionsOf(app, author.cookie)).toHaveLength(3);
    const answer = await call(app, author.cookie, 'DELETE', '/api/sessions');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ended: 2 });
    for (const cookie of others) expect((await call(app, cookie, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await sessionsOf(app, author.cookie)).map((row) => row.current)).toEqual([true]);
  });

  it('an admin ends all of a user’s sessions, logged; an editor only an author’s or viewer’s', async () => {
    const editor = await staffMember(app, 'editor', 'sess-editor');
    const author = await staffMember(app, 'author', 'sess-author', editor.cookie);
    const viewer = await staffMember(app, 'viewer', 'sess-viewer');
    // An editor may not end an admin's or another editor's sessions; a viewer nobody's.
    const me = (await call(app, app.cookie, 'GET', '/api/auth/me')).body.id as number;
    expect((await call(app, editor.cookie, 'DELETE', `/api/users/${me}/sessions`)).status).toBe(403);
    expect((await call(app, viewer.cookie, 'DELETE', `/api/users/${author.id}/sessions`)).status).toBe(403);
    expect((await call(app, author.cookie, 'GET', '/api/auth/me')).status).toBe(200);
    // An editor ends an author's.
    expect((await call(app, editor.cookie, 'DELETE', `/api/users/${author.id}/sessions`)).status).toBe(204);
    expect((await call(app, author.cookie, 'GET', '/api/auth/me')).status).toBe(401);
    // An admin ends anyone's; an unknown id is 404.
    expect((await call(app, app.cookie, 'DELETE', `/api/users/${editor.id}/sessions`)).status).toBe(204);
    expect((await call(app, editor.cookie, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(app, app.cookie, 'DELETE', '/api/users/999999/sessions')).status).toBe(404);
    // The activity log has both.
    const log = await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action: 'user.endSessions' }))}`);
    expect(log.status).toBe(200);
    const entries = log.body as unknown as { actor: string; subject: { title: string } }[];
    expect(entries.map((entry) => [entry.actor, entry.subject.title]).sort()).toEqual([
      [TEST_ADMIN.username, 'sess-editor'],
      ['sess-editor', 'sess-author'],
    ]);
  });
});
