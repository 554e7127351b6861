import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRM_TTL_MS } from '../../../common/newsletter.ts';
import { Subscriber } from '../../src/newsletter/repository/subscriberModel.ts';
import { NewsletterTokens } from '../../src/newsletter/tokens.ts';
import { robotsTxt } from '../../src/site/robots.ts';
import { linksIn } from './smtpSink.ts';
import { eventually, NEWSLETTER_SECRET, useNewsletterApp } from './newsletterApp.ts';

const app = useNewsletterApp();
let clientNumber = 0;

async function signUp(email: string): Promise<{ confirm: string; unsubscribe: string }> {
  const count = app.sink.to(email).length;
  const response = await fetch(`${app.url}/api/public/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.2.0.${++clientNumber}` },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(202);
  const mail = await eventually(() => app.sink.to(email)[count], `the confirmation mail to ${email}`);
  const unsubscribe = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
  return { confirm: app.local(linksIn(mail, '/newsletter/confirm')[0]!), unsubscribe: app.local(unsubscribe) };
}

const open = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { Accept: 'text/html', ...headers } });

describe('the confirmation link', () => {
  it('confirms once, keeps the consent proof, and says so when it is followed again', async () => {
    const { confirm } = await signUp('confirm.me@example.net');
    const page = await open(confirm, { 'X-Forwarded-For': '203.0.113.7', 'User-Agent': 'MailReader/2.1' });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain("<h1>You&#39;re subscribed</h1>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    const stored = await Subscriber.findOne({ emailKey: 'confirm.me@example.net' }).lean();
    expect(stored).toMatchObject({ status: 'confirmed', consentIp: '203.0.113.7', consentUserAgent: 'MailReader/2.1', nonce: null });
    expect(Date.now() - stored!.confirmedAt!.getTime()).toBeLessThan(60_000);

    const again = await open(confirm);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('already been used');
    // The consent proof is the first confirmation's, not overwritten.
    expect((await Subscriber.findOne({ emailKey: 'confirm.me@example.net' }).lean())?.consentIp).toBe('203.0.113.7');
  });

  it('refuses an expired link (48 hours), offers a new one, and the new one works', async () => {
    const { confirm } = await signUp('late.reader@example.net');
    const stored = (await Subscriber.findOne({ emailKey: 'late.reader@example.net' }).lean())!;
    // The same sign-up, signed with the server's secret, 48 hours and a second old.
    const expired = new NewsletterTokens(NEWSLETTER_SECRET).confirmToken({ s: String(stored._id), n: stored.nonce!, e: Date.now() - 1000 });
    expect(NEWSLETTER_CONFIRM_TTL_MS).toBe(48 * 60 * 60 * 1000);
    const page = await open(`${app.url}/newsletter/confirm?token=${expired}`);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('This link has expired');
    expect(html).toContain('action="/newsletter/new-link"');
    expect((await Subscriber.findById(stored._id).lean())?.status).toBe('pending');

    const renew = await fetch(`${app.url}/newsletter/new-link`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.2.1.1' },
      body: new URLSearchParams({ token: expired }).toString(),
    });
    expect(renew.status).toBe(200);
    expect(await renew.text()).toContain('Check your inbox');
    const second = await eventually(() => app.sink.to('late.reader@example.net')[1], 'the new link');
    // The first link was superseded: only the newest works.
    const old = await open(confirm);
    expect(old.status).toBe(410);
    expect(await old.text()).toContain('already been used');
    const fresh = await open(app.local(linksIn(second, '/newsletter/confirm')[0]!));
    expect(await fresh.text()).toContain('You&#39;re subscribed');
  });

  it('refuses a tampered, truncated or missing token and changes nothing', async () => {
    const { confirm } = await signUp('tamper@example.net');
    const token = new URL(confirm).searchParams.get('token')!;
    const [kind, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), e: Date.now() + 1e12 })).toString('base64url');
    for (const bad of [`${kind}.${forged}.${signature}`, token.slice(0, -3), '', 'unsubscribe.' + payload + '.' + signature]) {
      const page = await open(`${app.url}/newsletter/confirm?token=${encodeURIComponent(bad)}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('This link does not work');
    }
    expect((await open(`${app.url}/newsletter/confirm`)).status).toBe(404);
    expect((await Subscriber.findOne({ emailKey: 'tamper@example.net' }).lean())?.status).toBe('pending');
  });
});

describe('unsubscribing', () => {
  it('shows a button on GET and changes nothing (mail scanners follow links)', async () => {
    const { confirm, unsubscribe } = await signUp('scanner@example.net');
    await open(confirm);
    const page = await open(unsubscribe);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form method="post" action="\/newsletter\/unsubscribe\?token=unsubscribe\.[^"]+"><button type="submit"[^>]*>Unsubscribe<\/button><\/form>/);
    expect((await Subscriber.findOne({ emailKey: 'scanner@example.net' }).lean())?.status).toBe('confirmed');
  });

  it('unsubscribes at once on the RFC 8058 one-click POST (200), and repeats are harmless', async () => {
    const { confirm, unsubscribe } = await signUp('one.click@example.net');
    await open(confirm);
    const click = () =>
      fetch(unsubscribe, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    const response = await click();
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You&#39;re unsubscribed');
    const stored = await Subscriber.findOne({ emailKey: 'one.click@example.net' }).lean();
    expect(stored?.status).toBe('unsubscribed');
    expect(stored?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await click()).status).toBe(200);
    // Subscribing again needs a new confirmation.
    const back = await signUp('one.click@example.net');
    expect((await Subscriber.findOne({ emailKey: 'one.click@example.net' }).lean())?.status).toBe('pending');
    await open(back.confirm);
    expect((await Subscriber.findOne({ emailKey: 'one.click@example.net' }).lean())?.status).toBe('confirmed');
  });

  it('refuses a forged unsubscribe token with 400 and changes nothing', async () => {
    const { confirm } = await signUp('forged@example.net');
    await open(confirm);
    const stored = (await Subscriber.findOne({ emailKey: 'forged@example.net' }).lean())!;
    const forged = new NewsletterTokens('some-other-secret').unsubscribeToken(String(stored._id));
    const response = await fetch(`${app.url}/newsletter/unsubscribe?token=${forged}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(400);
    expect((await Subscriber.findById(stored._id).lean())?.status).toBe('confirmed');
  });

  it('keeps crawlers away from the newsletter pages', async () => {
    let body = '';
    // The rules depend on the stored settings, read before the answer is sent.
    await robotsTxt('https://pickleball.example')({} as never, { type: () => ({ setHeader: () => undefined }), send: (text: string) => (body = text) } as never, () => undefined);
    expect(body).toContain('Disallow: /newsletter/');
  });
});
