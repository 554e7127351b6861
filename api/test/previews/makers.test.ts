import { describe, expect, it } from 'vitest';
import { useNewsletterApp, type NewsletterTestApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';

const DRAFT = { title: 'Serving Deep', content: '<p>Aim for the last foot of the court.</p>', publishStatus: 'draft' };
const PAGE = { title: 'Court Rules', content: 'Paddles down between games.' };

/** Opens a preview link on the test app (links are written on SITE_URL): its status and body. */
async function open(app: NewsletterTestApp, url: string) {
  const response = await fetch(app.local(url), { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** A link that works shows the draft; one that does not answers the plain 404 page, naming nothing. */
async function expectWorks(app: NewsletterTestApp, url: string) {
  const shown = await open(app, url);
  expect(shown.status).toBe(200);
  expect(shown.html).toContain('Preview - not published');
}
async function expectDead(app: NewsletterTestApp, url: string) {
  const shown = await open(app, url);
  expect(shown.status).toBe(404);
  expect(shown.html).toContain('404 Page Not Found');
  expect(shown.html).not.toContain('Preview - not published');
}

/** The link `cookie`'s staff member makes for a post (201), or the refusal's status. */
async function postLink(app: NewsletterTestApp, cookie: string, id: number) {
  const made = await call(app, cookie, 'POST', `/api/blog/posts/${id}/preview-link`);
  return { status: made.status, url: made.body?.url as string, detail: made.body?.detail };
}

async function draftBy(app: NewsletterTestApp, cookie: string, slug: string): Promise<number> {
  const created = await call(app, cookie, 'POST', '/api/blog/posts', { ...DRAFT, slug });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

describe('preview links follow the rule of editing their record', () => {
  const app = useNewsletterApp({}, { serveSite: true });

  // Several invitations by mail: slow on a busy machine.
  it('an author cannot make or revoke links to another author\'s draft; an editor can', { timeout: 60_000 }, async () => {
    const ann = await staffMember(app, 'author', 'ann');
    const bob = await staffMember(app, 'author', 'bob');
    const eve = await staffMember(app, 'editor', 'eve');
    const id = await draftBy(app, ann.cookie, 'anns-draft');
    const own = await postLink(app, ann.cookie, id);
    expect(own.status).toBe(201);

    const refused = await postLink(app, bob.cookie, id);
    expect(refused.status).toBe(403);
    expect(refused.detail).toBe('Authors can change only their own posts.');
    expect((await call(app, bob.cookie, 'DELETE', `/api/blog/posts/${id}/preview-link`)).status).toBe(403);
    await expectWorks(app, own.url);

    const editors = await postLink(app, eve.cookie, id);
    expect(editors.status).toBe(201);
    await expectWorks(app, editors.url);
    expect((await call(app, eve.cookie, 'DELETE', `/api/blog/posts/${id}/preview-link`)).status).toBe(204);
    await expectDead(app, own.url);
    await expectDead(app, editors.url);
  });

  it('a link dies when its maker is suspended, deleted or demoted, or its post deleted; others keep working', { timeout: 60_000 }, async () => {
    const ownerId = (await call(app, app.cookie, 'GET', '/api/auth/me')).body.id as number;
    const [sue, dan, val, kim] = [
      await staffMember(app, 'author', 'sue'),
      await staffMember(app, 'author', 'dan'),
      await staffMember(app, 'author', 'val'),
      await staffMember(app, 'author', 'kim'),
    ];
    const links = {} as Record<'sue' | 'dan' | 'val' | 'kim' | 'owner', string>;
    const ids = {} as Record<keyof typeof links, number>;
    for (const [name, member] of Object.entries({ sue, dan, val, kim, owner: { cookie: app.cookie } })) {
      const key = name as keyof typeof links;
      ids[key] = await draftBy(app, member.cookie, `draft-of-${name}`);
      links[key] = (await postLink(app, member.cookie, ids[key])).url;
      await expectWorks(app, links[key]);
    }

    expect((await call(app, app.cookie, 'PUT', `/api/users/${sue.id}`, { isActive: false })).status).toBe(200);
    await expectDead(app, links.sue);
    expect((await call(app, app.cookie, 'DELETE', `/api/users/${dan.id}?inheritorId=${ownerId}`)).status).toBe(200);
    await expectDead(app, links.dan);
    expect((await call(app, app.cookie, 'PUT', `/api/users/${val.id}`, { role: 'viewer' })).status).toBe(200);
    await expectDead(app, links.val);
    expect((await call(app, kim.cookie, 'DELETE', `/api/blog/posts/${ids.kim}`)).status).toBe(200);
    await expectDead(app, links.kim);

    // The owner's link, made by an active admin, still opens; so does a fresh one to the inherited post.
    await expectWorks(app, links.owner);
    await expectWorks(app, (await postLink(app, app.cookie, ids.dan)).url);
  });

  it('a page link dies when its maker is no longer an editor', { timeout: 60_000 }, async () => {
    const ed = await staffMember(app, 'editor', 'ed');
    const page = await call(app, app.cookie, 'POST', '/api/pages', { ...PAGE, slug: 'court-rules' });
    expect(page.status).toBe(201);
    const made = await call(app, ed.cookie, 'POST', `/api/pages/${page.body.id}/preview-link`);
    expect(made.status).toBe(201);
    const url = made.body.url as string;
    expect((await open(app, url)).status).toBe(200);
    expect((await call(app, app.cookie, 'PUT', `/api/users/${ed.id}`, { role: 'author' })).status).toBe(200);
    expect((await open(app, url)).status).toBe(404);
  });
});
