import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../common/newsletter.ts';
import { Subscriber } from '../../src/newsletter/repository/subscriberModel.ts';
import { linksIn } from './smtpSink.ts';
import { eventually, useNewsletterApp } from './newsletterApp.ts';

const RETRY_MS = 150;
const app = useNewsletterApp({ NEWSLETTER_RETRY_MS: String(RETRY_MS) });
let clientNumber = 0;
/** Each request from its own client address unless told otherwise, so the sign-up limit stays out of the way. */
/** The sign-up is stored after the answer: this waits for that too. */
const subscribe = async (body: unknown, ip = `10.1.0.${++clientNumber}`, raw?: string) => {
  const response = await fetch(`${app.url}/api/public/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, 'User-Agent': 'vitest-browser/1.0' },
    body: raw ?? JSON.stringify(body),
  });
  await app.settled();
  return response;
};

describe('POST /api/public/newsletter', () => {
  it('stores a new address normalised, as pending, and mails a confirmation link with unsubscribe headers', async () => {
    const response = await subscribe({ email: '  Rally.Fan@Example.COM ' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: NEWSLETTER_MESSAGES.checkInbox });
    const stored = await Subscriber.findOne({ emailKey: 'rally.fan@example.com' }).lean();
    expect(stored).toMatchObject({ email: 'Rally.Fan@example.com', status: 'pending', confirmedAt: null, signupUserAgent: 'vitest-browser/1.0' });

    const mail = await eventually(() => app.sink.to('Rally.Fan@example.com')[0], 'the confirmation mail');
    expect(mail.headers.subject).toMatch(/Confirm your subscription/);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/pickleball\.example\/newsletter\/unsubscribe\?token=[^>]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(linksIn(mail, '/newsletter/confirm')[0]).toMatch(/^https:\/\/pickleball\.example\/newsletter\/confirm\?token=confirm\./);
  });

  it('answers a known address exactly as a new one, and keeps one row for it whatever the case typed', async () => {
    const first = await subscribe({ email: 'twice@example.org' });
    const again = await subscribe({ email: 'TWICE@Example.org' });
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(await Subscriber.countDocuments({ emailKey: 'twice@example.org' })).toBe(1);
    // A confirmed address gets the same answer too, and no new mail.
    await Subscriber.updateOne({ emailKey: 'twice@example.org' }, { $set: { status: 'confirmed', nonce: null } });
    await eventually(() => app.sink.to('twice@example.org').length === 2, 'both confirmation mails');
    const confirmed = await subscribe({ email: 'twice@example.org' });
    expect(confirmed.status).toBe(202);
    expect(await confirmed.json()).toEqual({ message: NEWSLETTER_MESSAGES.checkInbox });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.sink.to('twice@example.org')).toHaveLength(2);
    expect((await Subscriber.findOne({ emailKey: 'twice@example.org' }).lean())?.status).toBe('confirmed');
  });

  it('stores an international domain as its ASCII name, a character past U+FFFF included', async () => {
    for (const [typed, stored] of [
      ['drill@exämple.com', 'drill@xn--exmple-cua.com'],
      ['drill@\u{1F3D3}.ws', 'drill@xn--hm8h.ws'],
    ] as const) {
      expect((await subscribe({ email: typed })).status, typed).toBe(202);
      expect(await Subscriber.findOne({ emailKey: stored }).lean(), typed).toMatchObject({ email: stored });
      // The SMTP sink reads the recipient's domain back in Unicode.
      await eventually(() => app.sink.to(typed)[0], `the confirmation mail to ${typed}`);
    }
  });

  it.each([
    ['no @', { email: 'player.example.com' }],
    ['no domain dot', { email: 'player@localhost' }],
    ['empty', { email: '   ' }],
    ['missing', {}],
    ['a number', { email: 42 }],
    ['CR LF header injection', { email: 'victim@example.com\r\nBcc: everyone@example.com' }],
    ['LF alone', { email: 'victim@example.com\nBcc: everyone@example.com' }],
    ['CR alone', { email: 'victim@example.com\rX: y' }],
    ['a 65-character local part', { email: `${'a'.repeat(65)}@example.com` }],
    ['an address over 254 characters', { email: `player@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(60)}.co.uk` }],
    ['over 1000 characters', { email: `${'a'.repeat(1000)}@example.com` }],
    ['two @ with spaces', { email: 'a b@example.com' }],
    ['punctuation in the domain', { email: 'player@exa_mple.com' }],
    ['a no-break space in the domain', { email: 'player@exa\u00a0mple.com' }],
    ['half of a surrogate pair in the domain', { email: 'player@\ud83d.com' }],
  ])('refuses %s with 400 "Please enter a valid email address." and stores nothing', async (_name, body) => {
    const before = await Subscriber.countDocuments();
    const sentBefore = app.sink.mails.length;
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const problem = (await response.json()) as { detail: string; message: string; errors: Record<string, string> };
    if (!('email' in body) || typeof body.email === 'string') {
      expect(problem.detail).toBe(NEWSLETTER_MESSAGES.invalidEmail);
      expect(problem.errors.email).toBe(NEWSLETTER_MESSAGES.invalidEmail);
    }
    expect(problem.message).toBe(problem.detail);
    expect(await Subscriber.countDocuments()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.sink.mails.length).toBe(sentBefore);
  });

  it('tries a confirmation refused for now again, once it goes through; not a refused address, nor past three tries', async () => {
    app.sink.refuse('greylisted@example.org', 451, 2);
    // Each of these would go through on a further try: none may be made.
    app.sink.refuse('no-such-box@example.org', 550, 1);
    app.sink.refuse('always-busy@example.org', 451, 3);
    for (const email of ['greylisted@example.org', 'no-such-box@example.org', 'always-busy@example.org']) expect((await subscribe({ email })).status).toBe(202);

    // Refused twice, then accepted: one mail, after the retry delays (RETRY_MS, then twice that).
    await eventually(() => app.sink.to('greylisted@example.org').length === 1, 'the confirmation after two refusals');
    // A fourth try would come 4 x RETRY_MS after the third, itself 3 x RETRY_MS after the first.
    await new Promise((resolve) => setTimeout(resolve, 10 * RETRY_MS));
    expect(app.sink.to('greylisted@example.org')).toHaveLength(1);
    expect(app.sink.to('no-such-box@example.org')).toHaveLength(0);
    expect(app.sink.to('always-busy@example.org')).toHaveLength(0);
  });

  it('refuses unknown fields and non-JSON bodies with a 4xx and stores nothing', async () => {
    const before = await Subscriber.countDocuments();
    expect((await subscribe({ email: 'extra@example.com', admin: true })).status).toBe(400);
    expect((await subscribe(undefined, undefined, '{"email":')).status).toBe(400);
    expect(await Subscriber.countDocuments()).toBe(before);
  });

  it('limits sign-ups per client address with a 429 and a clear message, other addresses unaffected', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: `limit${i}@example.com` }, ip)).status).toBe(202);
    const refused = await subscribe({ email: 'limit-extra@example.com' }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: string }).detail).toBe(NEWSLETTER_MESSAGES.tooManySignups);
    expect(await Subscriber.exists({ emailKey: 'limit-extra@example.com' })).toBeNull();
    expect((await subscribe({ email: 'limit-extra@example.com' }, '10.9.9.10')).status).toBe(202);
  });
});
