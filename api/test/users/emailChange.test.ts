import { describe, expect, it } from 'vitest';
import { eventually, useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { linksIn } from '../newsletter/smtpSink.ts';
import { call, staffMember } from './staff.ts';

/** The confirmation link mailed to `email`. */
async function confirmLink(app: ReturnType<typeof useNewsletterApp>, email: string): Promise<string> {
  const mail = await eventually(() => app.sink.to(email).at(-1), `a mail to ${email}`);
  const link = linksIn(mail, '/account/confirm-email')[0];
  if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
  return link;
}

const page = async (app: { url: string }, link: string, token?: string) => {
  const url = new URL(link);
  const response = token
    ? await fetch(app.url + url.pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString(), redirect: 'manual' })
    : await fetch(app.url + url.pathname + url.search);
  return { status: response.status, html: await response.text() };
};

describe('changing the email address from the profile', () => {
  const app = useNewsletterApp();

  it('takes effect only from the link mailed to the new address, once', async () => {
    const author = await staffMember(app, 'author', 'mover');
    const saved = await call(app, author.cookie, 'PUT', '/api/auth/me', { displayName: 'Mo Ver', email: 'mover.new@example.com' });
    expect(saved.status).toBe(200);
    // The name is saved at once; the address is not, yet.
    expect(saved.body).toMatchObject({ displayName: 'Mo Ver', email: 'mover@example.com' });
    const link = await confirmLink(app, 'mover.new@example.com');
    const token = new URL(link).searchParams.get('token')!;
    // Opening the link (as a mail scanner would) changes nothing.
    const shown = await page(app, link);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Confirm this address');
    expect((await call(app, author.cookie, 'GET', '/api/auth/me')).body.email).toBe('mover@example.com');
    const confirmed = await page(app, link, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain('Email address changed');
    expect((await call(app, author.cookie, 'GET', '/api/auth/me')).body.email).toBe('mover.new@example.com');
    // The link works once.
    expect((await page(app, link, token)).status).toBe(404);
    expect((await page(app, link)).status).toBe(404);
  });

  it('refuses an address another account uses, and changes nothing', async () => {
    const author = await staffMember(app, 'author', 'copycat');
    await staffMember(app, 'viewer', 'original');
    const answer = await call(app, author.cookie, 'PUT', '/api/auth/me', { email: 'original@example.com', bio: 'Hi' });
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({ email: 'Another staff account uses this email address.' });
    const me = (await call(app, author.cookie, 'GET', '/api/auth/me')).body;
    expect([me.email, me.bio]).toEqual(['copycat@example.com', '']);
  });

  it('answers 409 on the page when the address was taken after the link was sent', async () => {
    const first = await staffMember(app, 'author', 'early');
    await call(app, first.cookie, 'PUT', '/api/auth/me', { email: 'contested@example.com' });
    const link = await confirmLink(app, 'contested@example.com');
    // Someone else gets the address first.
    await call(app, app.cookie, 'POST', '/api/users', { username: 'late-comer', email: 'contested@example.com', role: 'viewer' });
    const answer = await page(app, link, new URL(link).searchParams.get('token')!);
    expect(answer.status).toBe(409);
    expect((await call(app, first.cookie, 'GET', '/api/auth/me')).body.email).toBe('early@example.com');
  });
});
