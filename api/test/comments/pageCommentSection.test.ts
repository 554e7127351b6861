import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { signedInMember } from '../members/signIn.ts';
import { call } from '../users/staff.ts';

// Serves the built site: run `make build` first.
const app = useNewsletterApp({}, { serveSite: true });

const rendered = async (path: string) => (await fetch(`${app.url}${path}`)).text();
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
const section = (html: string) => (html.includes('id="comments"') ? html.slice(html.indexOf('id="comments"')) : '');

describe('the comment section of a rendered static page', () => {
  it('is absent while comments are off, and once on shows approved comments as text, with the sign-in form going back to the page', async () => {
    const created = await call(app, app.cookie, 'POST', '/api/pages', { title: 'Club rules', slug: 'club-rules', content: '<p>Paddles up.</p>', isPublished: true });
    expect(created.status).toBe(201);
    const closed = await rendered('/club-rules');
    expect(section(closed)).toBe('');
    // A page without comments gets no comment count in its structured data.
    expect(jsonLd(closed).filter((item) => 'commentCount' in item)).toEqual([]);

    const page = { title: 'Club rules', slug: 'club-rules', content: '<p>Paddles up.</p>', isPublished: true, commentsOpen: true };
    expect((await call(app, app.cookie, 'PUT', `/api/pages/${created.body.id as number}`, page)).status).toBe(200);
    const empty = section(await rendered('/club-rules'));
    expect(empty).toContain('0 comments');
    expect(empty).toContain('action="/members/ask"');
    expect(empty).toContain('name="returnTo" value="/club-rules"');

    const member = await signedInMember(app, 'rules.reader@example.net');
    const posted = await fetch(`${app.url}/api/public/pages/club-rules/comments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: member, 'X-Forwarded-For': '10.91.0.1' },
      body: JSON.stringify({ text: 'Do <b>rules</b> apply\nto guests?', typingMs: 9000 }),
    });
    const { comment } = (await posted.json()) as { comment: { id: string } };
    expect((await call(app, app.cookie, 'POST', `/api/comments/${comment.id}/moderate`, { action: 'approve' })).status).toBe(200);

    // The approval cleared the page's cached rendering.
    const html = await rendered('/club-rules');
    const shown = section(html);
    expect(shown).toContain('1 comment');
    expect(shown).toContain('Comment by Reader');
    expect(shown).toMatch(/Do &lt;b&gt;rules&lt;\/b&gt; apply<br\/?>to guests\?/);
    expect(shown).not.toContain('<b>rules</b>');
    // Its structured data counts the comment and carries it as a Comment.
    const webPage = jsonLd(html).find((item) => item['@type'] === 'WebPage');
    expect(webPage).toMatchObject({ url: expect.stringMatching(/\/club-rules$/), name: 'Club rules', commentCount: 1, comment: [{ '@type': 'Comment', author: { '@type': 'Person', name: 'Reader' }, text: 'Do <b>rules</b> apply\nto guests?' }] });
  });
});
