import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { signedInMember } from '../members/signIn.ts';
import { call } from '../users/staff.ts';

// Serves the built site: run `make build` first.
const app = useNewsletterApp({}, { serveSite: true });

const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'javascript:alert(1)'];

describe('comments on the rendered post page', () => {
  it('renders approved comments under the post as text, with links and line breaks, and counts them in the JSON-LD', async () => {
    const created = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: 'Kitchen talk', slug: 'kitchen-talk', content: 'Stay out of the kitchen.', publishStatus: 'published' });
    expect(created.status).toBe(201);
    const before = await (await fetch(`${app.url}/blog/kitchen-talk`)).text();
    expect(before).toContain('0 comments');

    const member = await signedInMember(app, 'writer@example.net');
    const text = `Payloads:\n${PAYLOADS.join('\n')}\nSee https://example.org/drills?x=1&y=2 for more`;
    const posted = await fetch(`${app.url}/api/public/posts/kitchen-talk/comments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: member, 'X-Forwarded-For': '10.90.0.1' },
      body: JSON.stringify({ text, typingMs: 9000 }),
    });
    const { comment } = (await posted.json()) as { comment: { id: string } };
    expect((await call(app, app.cookie, 'POST', `/api/comments/${comment.id}/moderate`, { action: 'approve' })).status).toBe(200);

    // The cached page was cleared by the approval.
    const html = await (await fetch(`${app.url}/blog/kitchen-talk`)).text();
    const section = html.slice(html.indexOf('id="comments"'));
    expect(section).toContain('1 comment');
    for (const payload of PAYLOADS.slice(0, 3)) expect(section).not.toContain(payload);
    expect(section).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(section).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(section).toContain('<a href="https://example.org/drills?x=1&amp;y=2" rel="nofollow ugc noopener">');
    expect(section).not.toContain('href="javascript:');
    expect(section).toMatch(/Payloads:<br\/?>/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const article = jsonLd.find((item) => item['@type'] === 'BlogPosting')!;
    expect(article).toMatchObject({ commentCount: 1, comment: [{ '@type': 'Comment', author: { '@type': 'Person', name: 'Reader' }, text }] });
  });
});
