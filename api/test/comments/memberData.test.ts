import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { commenting } from './commenting.ts';
import { call } from '../users/staff.ts';
import { signedInMember } from '../members/signIn.ts';

const app = useNewsletterApp();
const commenter = commenting(app, 82);
const { publishedPost } = commenter;
/** A member's comment, taken: its id. */
const comment = async (cookie: string, slug: string, text: string) => (await commenter.comment(cookie, slug, text)).id;

const exportOf = (cookie: string) => fetch(`${app.url}/api/members/me/export`, { headers: { Cookie: cookie } });
const shown = async (slug: string) => ((await (await fetch(`${app.url}/api/public/posts/${slug}/comments`)).json()) as { items: { author: string; text: string }[] }).items;

async function setLeaving(choice: string) {
  const { body } = await call(app, app.cookie, 'GET', '/api/settings');
  const { id: _id, version: _version, savedAt: _saved, ...settings } = body;
  expect((await call(app, app.cookie, 'PUT', '/api/settings', { ...settings, commentModeration: 'none-held', leavingMemberComments: choice })).status).toBe(200);
}

describe("a member's own data", () => {
  it('exports the display name, the address and every comment as a JSON attachment, to that member only', async () => {
    await publishedPost('export-post');
    await setLeaving('keep');
    const gus = await signedInMember(app, 'gus@example.net');
    const hal = await signedInMember(app, 'hal@example.net');
    expect((await call(app, gus, 'PATCH', '/api/members/me', { displayName: 'Gus <b>the</b> Dinker' })).status).toBe(200);
    const id = await comment(gus, 'export-post', 'My <i>first</i> comment\nwith two lines');
    await comment(hal, 'export-post', "Hal's own words");

    const response = await exportOf(gus);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="member-data.json"');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const data = (await response.json()) as { member: unknown; comments: { id: string; text: string; postSlug: string }[] };
    expect(data.member).toMatchObject({ email: 'gus@example.net', displayName: 'Gus <b>the</b> Dinker' });
    expect(data.comments).toMatchObject([{ id, postSlug: 'export-post', text: 'My <i>first</i> comment\nwith two lines', status: 'approved' }]);

    // Another member's session reaches only its own data; Gus's comment is unknown to it.
    const theirs = (await (await exportOf(hal)).json()) as { member: { email: string }; comments: { text: string }[] };
    expect(theirs.member.email).toBe('hal@example.net');
    expect(theirs.comments.map((row) => row.text)).toEqual(["Hal's own words"]);
    expect((await call(app, hal, 'PUT', `/api/members/me/comments/${id}`, { text: 'Taken over' })).status).toBe(404);
    expect((await call(app, hal, 'DELETE', `/api/members/me/comments/${id}`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/members/me/export`)).status).toBe(401);
    expect((await exportOf(app.cookie)).status).toBe(401);
  });

  it('keeps a leaving member\'s comments as "Deleted member" by default, and removes them when the setting says so', async () => {
    await publishedPost('leaving-post');
    await setLeaving('keep');
    const ivy = await signedInMember(app, 'ivy@example.net');
    await comment(ivy, 'leaving-post', 'Ivy stays in spirit');
    expect((await call(app, ivy, 'DELETE', '/api/members/me')).status).toBe(200);
    expect(await shown('leaving-post')).toMatchObject([{ author: 'Deleted member', text: 'Ivy stays in spirit' }]);
    expect((await exportOf(ivy)).status).toBe(401);

    await setLeaving('remove');
    const jay = await signedInMember(app, 'jay@example.net');
    await comment(jay, 'leaving-post', 'Jay leaves no trace');
    expect((await shown('leaving-post')).map((item) => item.text)).toContain('Jay leaves no trace');
    expect((await call(app, jay, 'DELETE', '/api/members/me')).status).toBe(200);
    expect((await shown('leaving-post')).map((item) => item.text)).toEqual(['Ivy stays in spirit']);
    await setLeaving('keep');
  });

  it("goes with the subscriber's erasure: the member of that address, their sessions and every comment", async () => {
    await publishedPost('erased-post');
    await setLeaving('keep');
    const kim = await signedInMember(app, 'kim@example.net');
    await comment(kim, 'erased-post', 'Kim asks about grips');
    const lou = await signedInMember(app, 'lou@example.net');
    await comment(lou, 'erased-post', 'Lou stays');
    const added = await call(app, app.cookie, 'POST', '/api/newsletter/subscribers', { email: 'Kim@Example.net', consentNote: 'Signed up at the club desk' });
    expect(added.status).toBe(201);

    expect((await call(app, app.cookie, 'DELETE', `/api/newsletter/subscribers/${added.body.id as string}`)).status).toBe(200);
    // Erased, not "Deleted member": the comment goes whatever the leaving setting says.
    expect((await shown('erased-post')).map((item) => item.text)).toEqual(['Lou stays']);
    expect((await fetch(`${app.url}/api/members/me`, { headers: { Cookie: kim } })).status).toBe(401);
    expect((await call(app, app.cookie, 'GET', `/api/comments?filter=${encodeURIComponent('{"status":"approved"}')}`)).body).not.toEqual(expect.arrayContaining([expect.objectContaining({ text: 'Kim asks about grips' })]));
  });
});
