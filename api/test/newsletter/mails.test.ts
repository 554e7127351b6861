import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../../common/site.ts';
import { linksIn, partsOf, type SunkMail } from './smtpSink.ts';
import { eventually, useNewsletterApp } from './newsletterApp.ts';

const app = useNewsletterApp();
const admin = (path: string, init: RequestInit = {}) => fetch(`${app.url}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Cookie: app.cookie } });

/** The mail has an HTML and a plain-text alternative, and the HTML is the site's template. */
function expectBrandedAlternatives(mail: SunkMail): { html: string; text: string } {
  expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
  const parts = partsOf(mail);
  expect(parts.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
  const [text, html] = [parts[0]!.body, parts[1]!.body];
  expect(html).toContain(SITE_NAME);
  expect(html).toMatch(/<table[^>]*role="presentation"/);
  expect(html).toContain('style="background-color:#0b3d2c');
  expect(html).toContain('src="https://pickleball.example/mail-logo.png"');
  expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
  expect(text).toContain(SITE_NAME);
  expect(text).not.toMatch(/<(table|p|a)\b/);
  return { html, text };
}

describe('mail from the site', () => {
  it('sends the confirmation in the shared template, with the link in both parts', async () => {
    const response = await fetch(`${app.url}/api/public/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'branded@example.com' }) });
    expect(response.status).toBe(202);
    const mail = await eventually(() => app.sink.to('branded@example.com')[0], 'the confirmation mail');
    const { html, text } = expectBrandedAlternatives(mail);
    const link = linksIn(mail, '/newsletter/confirm')[0]!;
    expect(link).toMatch(/^https:\/\/pickleball\.example\/newsletter\/confirm\?token=/);
    expect(text).toContain(`Confirm your subscription ${link}`);
    expect(text).toContain('The link works for 48 hours.');
    expect(html).toContain(`href="${link}"`);
  });

  it('sends an issue in the same template: posts linked, what the admin typed escaped, an unsubscribe link in both parts', async () => {
    const created = await admin('/api/newsletter/issues', {
      method: 'POST',
      body: JSON.stringify({
        subject: 'Week 7: dinks',
        intro: 'Soft game week.\n\nBring <b>water</b>.',
        posts: [{ title: 'The dink rally', excerpt: 'Patience wins points.', url: 'https://pickleball.example/blog/the-dink-rally' }],
      }),
    });
    const issue = (await created.json()) as { id: string };
    expect((await admin(`/api/newsletter/issues/${issue.id}/test`, { method: 'POST', body: JSON.stringify({ email: 'proof@example.com' }) })).status).toBe(202);
    const mail = await eventually(() => app.sink.to('proof@example.com')[0], 'the test copy');
    const { html, text } = expectBrandedAlternatives(mail);
    const unsubscribe = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    expect(html).toContain('href="https://pickleball.example/blog/the-dink-rally"');
    expect(html).toContain('Bring &lt;b&gt;water&lt;/b&gt;.');
    expect(html).toContain(`href="${unsubscribe}"`);
    expect(text).toContain('Week 7: dinks');
    expect(text).toContain('The dink rally https://pickleball.example/blog/the-dink-rally');
    expect(text).toContain('Patience wins points.');
    expect(text).toContain(`Unsubscribe ${unsubscribe}`);
  });
});
