import { describe, expect, it } from 'vitest';
import { MEMBER_COOKIE, MEMBER_LINK_TTL_MS } from '../../../common/members.ts';
import { listOperations } from '../../src/http/operations.ts';
import { MemberLink } from '../../src/members/repository/model.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { askLink as askLinkOf, mailedLink as mailedLinkOf, press as pressOf, signedInMember } from './signIn.ts';

const app = useNewsletterApp();
const askLink = (email: string, client?: string, returnTo?: string) => askLinkOf(app, email, client, returnTo);
const mailedLink = (email: string, returnTo?: string) => mailedLinkOf(app, email, returnTo);
const press = (link: string) => pressOf(app, link);
const signedIn = (email: string) => signedInMember(app, email);

const me = (cookie: string, init: RequestInit = {}) => fetch(`${app.url}/api/members/me`, { ...init, headers: { 'Content-Type': 'application/json', Cookie: cookie } });

describe('signing in by a mailed link', () => {
  it('answers the same 202 for any address, asks before using the link, then signs in once', async () => {
    const known = await signedIn('known.member@example.net');
    expect((await me(known)).status).toBe(200);
    const [first, second] = [await askLink('known.member@example.net'), await askLink('never.seen@example.net')];
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await first.json()).toEqual(await second.json());

    const link = await mailedLink('new.member@example.net', '/blog/third-shot-drop');
    const token = new URL(link).searchParams.get('token')!;
    // Only the token's hash is stored.
    expect(await MemberLink.exists({ _id: token })).toBeNull();
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Sign in</button>');
    // The page did not use the link up: the button still signs in, and goes back to the post.
    const answer = await press(link);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/blog/third-shot-drop');
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${MEMBER_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const member = (await (await me(cookie.split(';')[0]!)).json()) as { email: string; displayName: string };
    expect(member).toMatchObject({ email: 'new.member@example.net', displayName: 'Reader' });

    const again = await press(link);
    expect(again.status).toBe(404);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await fetch(link)).status).toBe(404);
  });

  it('refuses a link after 15 minutes', async () => {
    const link = await mailedLink('slow.reader@example.net');
    expect(MEMBER_LINK_TTL_MS).toBe(15 * 60 * 1000);
    await MemberLink.updateMany({ email: 'slow.reader@example.net' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await fetch(link)).status).toBe(404);
    const answer = await press(link);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('This link does not work');
  });

  it('limits links per recipient and per client address, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await askLink('flooded@example.net')).status).toBe(202);
    const over = await askLink('flooded@example.net');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('content-type')).toMatch(/application\/problem\+json/);

    for (let i = 0; i < 10; i++) expect((await askLink(`spread${i}@example.net`, '10.43.0.1')).status).toBe(202);
    expect((await askLink('spread-last@example.net', '10.43.0.1')).status).toBe(429);
    await app.settled();
    expect(app.sink.to('spread-last@example.net')).toEqual([]);
  });

  it('mails a link from the plain sign-in form too (no scripts)', async () => {
    const page = await fetch(`${app.url}/members/ask`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.44.0.1' },
      body: new URLSearchParams({ email: 'no.scripts@example.net', returnTo: '/blog/third-shot-drop' }),
    });
    expect(page.status).toBe(202);
    expect(await page.text()).toContain('a sign-in link is on its way');
    await app.settled();
    expect(app.sink.to('no.scripts@example.net')).toHaveLength(1);
    const refused = await fetch(`${app.url}/members/ask`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=nope' });
    expect(refused.status).toBe(400);
  });

  it('refuses an address that is not one with 400', async () => {
    const response = await askLink('not an address');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.email).toBe('Please enter a valid email address.');
  });
});

describe("a member's own record", () => {
  it('changes the display name, signs out, and ends the membership', async () => {
    const cookie = await signedIn('leaving@example.net');
    const renamed = await me(cookie, { method: 'PATCH', body: JSON.stringify({ displayName: '  Dink Master ' }) });
    expect(((await renamed.json()) as { displayName: string }).displayName).toBe('Dink Master');
    expect((await me(cookie, { method: 'PATCH', body: JSON.stringify({ displayName: 'x'.repeat(61) }) })).status).toBe(400);

    const other = await signedIn('leaving@example.net');
    const out = await fetch(`${app.url}/api/members/sign-out`, { method: 'POST', headers: { Cookie: other } });
    expect(out.status).toBe(204);
    expect((await me(other)).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);

    const gone = await me(cookie, { method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });
});

describe('a member session and the back office', () => {
  const concrete = (path: string) => path.replace(/\{id\}|\{revisionId\}/g, '1').replace(/\{[A-Za-z]+\}/g, 'x');

  it('opens no operation that needs a staff session', async () => {
    const cookie = await signedIn('curious.member@example.net');
    const staffOnly = listOperations().filter((op) => op.secured);
    expect(staffOnly.length).toBeGreaterThan(50);
    for (const op of staffOnly) {
      const response = await fetch(app.url + concrete(op.path), {
        method: op.method.toUpperCase(),
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: op.method === 'get' || op.method === 'delete' ? undefined : '{}',
      });
      expect([401, 403], `${op.operationId}: ${response.status}`).toContain(response.status);
    }
    expect((await me(cookie)).status).toBe(200);
  });
});
