import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ADMIN_MESSAGES } from '../../../common/newsletter.ts';
import { SITE_NAME } from '../../../common/site.ts';
import { Issue } from '../../src/newsletter/repository/issueModel.ts';
import { useNewsletterApp } from './newsletterApp.ts';

const app = useNewsletterApp();
const admin = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${app.url}${path}`, { method, headers: { 'Content-Type': 'application/json', Cookie: app.cookie }, body: body === undefined ? undefined : JSON.stringify(body) });

const input = { subject: 'Week 9: serves', intro: 'Deep serves this week.', posts: [{ title: 'Serve deep', excerpt: 'Aim for the back third.', url: 'https://pickleball.example/blog/serve-deep' }] };

async function newIssue(): Promise<{ id: string }> {
  const response = await admin('/api/newsletter/issues', 'POST', input);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

describe('editing an issue until it is sent', () => {
  it('saves a draft edit and reads it back', async () => {
    const { id } = await newIssue();
    const edited = { subject: 'Week 9: deep serves', intro: 'Two drills.\n\nOne tip.', posts: [] };
    const response = await admin(`/api/newsletter/issues/${id}`, 'PUT', edited);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: 'draft', ...edited });
    expect(await (await admin(`/api/newsletter/issues/${id}`)).json()).toMatchObject(edited);
  });

  it('refuses a bad edit with the field named, and changes nothing', async () => {
    const { id } = await newIssue();
    const response = await admin(`/api/newsletter/issues/${id}`, 'PUT', { ...input, subject: '  ', posts: [{ title: 'x', excerpt: '', url: 'javascript:alert(1)' }] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toMatchObject({ subject: NEWSLETTER_ADMIN_MESSAGES.subjectRequired, 'posts.0.url': 'Each post link must be an http(s) URL' });
    expect(await (await admin(`/api/newsletter/issues/${id}`)).json()).toMatchObject(input);
    expect((await admin('/api/newsletter/issues/0123456789abcdef01234567', 'PUT', input)).status).toBe(404);
  });

  it('refuses any edit once sending has started (409 with a clear message), and keeps what was sent', async () => {
    const { id } = await newIssue();
    expect((await admin(`/api/newsletter/issues/${id}/send`, 'POST')).status).toBe(202);
    const response = await admin(`/api/newsletter/issues/${id}`, 'PUT', { ...input, subject: 'Changed after sending' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { detail: string }).detail).toBe(NEWSLETTER_ADMIN_MESSAGES.issueLocked);
    expect((await Issue.findById(id).lean())?.subject).toBe(input.subject);
  });
});

describe('POST /api/newsletter/preview', () => {
  it('renders unsaved content as the mail will look, in both parts, without storing or sending anything', async () => {
    const before = await Issue.countDocuments();
    const response = await admin('/api/newsletter/preview', 'POST', { ...input, intro: 'Preview <i>me</i>.' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const preview = (await response.json()) as { subject: string; html: string; text: string };
    expect(preview.subject).toBe(input.subject);
    expect(preview.html).toContain(SITE_NAME);
    expect(preview.html).toMatch(/<table[^>]*role="presentation"/);
    expect(preview.html).toContain('Preview &lt;i&gt;me&lt;/i&gt;.');
    expect(preview.html).toContain('href="https://pickleball.example/blog/serve-deep"');
    expect(preview.html).not.toContain('unsubscribe.invalid');
    expect(preview.text).toContain('Serve deep https://pickleball.example/blog/serve-deep');
    expect(preview.text).toMatch(/Unsubscribe https:\/\/pickleball\.example\/newsletter\/unsubscribe\?token=/);
    expect(await Issue.countDocuments()).toBe(before);
    expect(app.sink.mails).toHaveLength(0);
    expect((await admin('/api/newsletter/preview', 'POST', { ...input, subject: 'Two\r\nlines' })).status).toBe(400);
  });
});
