import { describe, expect, it } from 'vitest';
import { Delivery } from '../../src/newsletter/repository/issueModel.ts';
import { Subscriber } from '../../src/newsletter/repository/subscriberModel.ts';
import { NewsletterTokens } from '../../src/newsletter/tokens.ts';
import { eventually, NEWSLETTER_SECRET, useNewsletterApp } from './newsletterApp.ts';

const RETRY_MS = 1500;
const app = useNewsletterApp({ NEWSLETTER_RETRY_MS: String(RETRY_MS) });

const admin = (path: string, init: RequestInit = {}) =>
  fetch(`${app.url}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Cookie: app.cookie, ...(init.headers as Record<string, string>) } });

interface IssueJson {
  id: string;
  status: string;
  recipients: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
  errors: { email: string; error: string }[];
}

async function confirmedSubscribers(prefix: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`);
  await Subscriber.insertMany(
    emails.map((email) => ({ email, emailKey: email, status: 'confirmed', confirmedAt: new Date(), consentIp: '198.51.100.4', consentUserAgent: 'Reader/1.0' })),
  );
  return emails;
}

async function createIssue(subject: string): Promise<IssueJson> {
  const response = await admin('/api/newsletter/issues', {
    method: 'POST',
    body: JSON.stringify({ subject, intro: 'Three drills for a steadier third-shot drop.', posts: [{ title: 'Drop drills', excerpt: 'Soft hands first.', url: 'https://pickleball.example/blog/drop-drills' }] }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as IssueJson;
}

async function sendAndWait(issue: IssueJson): Promise<IssueJson> {
  const started = await admin(`/api/newsletter/issues/${issue.id}/send`, { method: 'POST' });
  expect(started.status).toBe(202);
  let last: IssueJson | undefined;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    last = (await (await admin(`/api/newsletter/issues/${issue.id}`)).json()) as IssueJson;
    if (last.status === 'sent') return last;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the issue did not finish: ${JSON.stringify(last)}`);
}

describe('sending an issue', () => {
  it('pre-fills a draft with the posts published since the last issue', async () => {
    const post = await admin('/api/blog/posts', {
      method: 'POST',
      body: JSON.stringify({ title: 'Resetting from the transition zone', slug: 'resetting-transition-zone', content: '<p>Bend low, open the face and take pace off.</p>', metaDescription: 'How to reset a hard drive from no-man’s land.', publishStatus: 'published', publishDate: new Date(Date.now() - 60_000).toISOString() }),
    });
    expect(post.status).toBe(201);
    const draft = (await (await admin('/api/newsletter/draft')).json()) as { subject: string; posts: { title: string; excerpt: string; url: string }[] };
    expect(draft.subject.length).toBeGreaterThan(0);
    expect(draft.posts).toContainEqual({ title: 'Resetting from the transition zone', excerpt: 'How to reset a hard drive from no-man’s land.', url: 'https://pickleball.example/blog/resetting-transition-zone' });
  });

  it('sends a test copy to one address only', async () => {
    const issue = await createIssue('Test copy issue');
    const response = await admin(`/api/newsletter/issues/${issue.id}/test`, { method: 'POST', body: JSON.stringify({ email: 'editor@example.com' }) });
    expect(response.status).toBe(202);
    const mail = await eventually(() => app.sink.to('editor@example.com')[0], 'the test copy');
    expect(mail.headers.subject).toBe('[Test] Test copy issue');
    expect((await admin(`/api/newsletter/issues/${issue.id}/test`, { method: 'POST', body: JSON.stringify({ email: 'x\r\nBcc: a@b.c' }) })).status).toBe(400);
    expect(((await (await admin(`/api/newsletter/issues/${issue.id}`)).json()) as IssueJson).status).toBe('draft');
  });

  it('gives every confirmed subscriber exactly one copy with their own unsubscribe link, and nobody else', async () => {
    const emails = await confirmedSubscribers('weekly', 30);
    await Subscriber.create({ email: 'waiting@example.com', emailKey: 'waiting@example.com', status: 'pending', nonce: 'n', pendingSince: new Date() });
    await Subscriber.create({ email: 'gone@example.com', emailKey: 'gone@example.com', status: 'unsubscribed' });
    const issue = await sendAndWait(await createIssue('Week 1: the drop'));
    expect(issue).toMatchObject({ status: 'sent', recipients: 30, sent: 30, failed: 0, pending: 0, skipped: 0 });
    const tokens = new NewsletterTokens(NEWSLETTER_SECRET);
    for (const email of emails) {
      const copies = app.sink.to(email).filter((mail) => mail.headers.subject === 'Week 1: the drop');
      expect(copies, email).toHaveLength(1);
      const link = /^<(.+)>$/.exec(copies[0]!.headers['list-unsubscribe']!)![1]!;
      const subscriber = await Subscriber.findOne({ emailKey: email }).lean();
      expect(tokens.readUnsubscribe(new URL(link).searchParams.get('token'))).toBe(String(subscriber!._id));
      expect(copies[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(copies[0]!.headers['message-id']).toMatch(/^<[0-9a-f]{24}\.[0-9a-f]{24}@pickleball\.example>$/);
    }
    expect(app.sink.to('waiting@example.com').filter((m) => m.headers.subject === 'Week 1: the drop')).toHaveLength(0);
    expect(app.sink.to('gone@example.com')).toHaveLength(0);
    // Sending twice is refused.
    expect((await admin(`/api/newsletter/issues/${issue.id}/send`, { method: 'POST' })).status).toBe(409);
    await Subscriber.deleteMany({ emailKey: { $regex: /^weekly/ } });
  });

  it('retries a temporary refusal with backoff, records a permanent one, and skips an address unsubscribed meanwhile', async () => {
    const [steady, later, bounced, leaving] = await confirmedSubscribers('retry', 4);
    app.sink.refuse(later!, 451, 1);
    app.sink.refuse(bounced!, 550, 99);
    app.sink.refuse(leaving!, 451, 99);
    const issue = await createIssue('Week 2: the reset');
    const started = await admin(`/api/newsletter/issues/${issue.id}/send`, { method: 'POST' });
    expect(started.status).toBe(202);
    // While the refused copy waits for its retry, its reader unsubscribes.
    const leaver = (await Subscriber.findOne({ emailKey: leaving }).lean())!;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !(await Delivery.exists({ subscriberId: leaver._id, attempts: 1, state: 'pending' }))) await new Promise((r) => setTimeout(r, 20));
    const token = new NewsletterTokens(NEWSLETTER_SECRET).unsubscribeToken(String(leaver._id));
    expect((await fetch(`${app.url}/newsletter/unsubscribe?token=${token}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);

    let done: IssueJson | undefined;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      done = (await (await admin(`/api/newsletter/issues/${issue.id}`)).json()) as IssueJson;
      if (done.status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(done).toMatchObject({ status: 'sent', recipients: 4, sent: 2, failed: 1, skipped: 1, pending: 0 });
    expect(done!.errors).toEqual([{ email: bounced, error: expect.stringMatching(/550/) }]);
    const week2 = (email: string) => app.sink.to(email).filter((mail) => mail.headers.subject === 'Week 2: the reset');
    expect(week2(steady!)).toHaveLength(1);
    expect(week2(later!)).toHaveLength(1);
    expect(week2(bounced!)).toHaveLength(0);
    expect(week2(leaving!)).toHaveLength(0);
    const retried = await Delivery.findOne({ email: later }).lean();
    expect(retried).toMatchObject({ state: 'sent', attempts: 2 });
    expect(retried!.sentAt!.getTime() - (await Delivery.findOne({ email: steady }).lean())!.sentAt!.getTime()).toBeGreaterThanOrEqual(RETRY_MS - 200);
  });
});

describe('the issue list', () => {
  it('lists issues newest first with react-admin parameters and Content-Range', async () => {
    const response = await admin(`/api/newsletter/issues?filter=${encodeURIComponent('{}')}&range=[0,1]&sort=${encodeURIComponent('["createdAt","DESC"]')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toMatch(/^issues 0-1\/\d+$/);
    const [newest] = (await response.json()) as (IssueJson & { subject: string })[];
    expect(newest?.subject).toBe('Week 2: the reset');
    expect((await admin(`/api/newsletter/issues?filter=${encodeURIComponent('{"q":"x"}')}`)).status).toBe(400);
  });
});

describe('the subscriber list', () => {
  it('lists with react-admin parameters and Content-Range, filters by status and address', async () => {
    await Subscriber.deleteMany({});
    await confirmedSubscribers('list', 3);
    await Subscriber.create({ email: 'Pending.One@example.com', emailKey: 'pending.one@example.com', status: 'pending', nonce: 'n', pendingSince: new Date() });
    const all = await admin('/api/newsletter/subscribers?sort=["email","ASC"]&range=[0,1]');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('subscribers 0-1/4');
    const rows = (await all.json()) as { email: string; status: string }[];
    expect(rows.map((r) => r.email)).toEqual(['list0@example.com', 'list1@example.com']);
    const pending = await admin(`/api/newsletter/subscribers?filter=${encodeURIComponent('{"status":"pending"}')}`);
    expect(((await pending.json()) as { email: string; status: string }[]).map((r) => [r.email, r.status])).toEqual([['Pending.One@example.com', 'pending']]);
    const search = await admin(`/api/newsletter/subscribers?filter=${encodeURIComponent('{"q":"PENDING.one"}')}`);
    expect(search.headers.get('content-range')).toBe('subscribers 0-0/1');
    expect((await admin(`/api/newsletter/subscribers?filter=${encodeURIComponent('{"status":"vip"}')}`)).status).toBe(400);
    expect((await admin(`/api/newsletter/subscribers?filter=${encodeURIComponent('{"$where":"1"}')}`)).status).toBe(400);
  });

  it('exports the confirmed subscribers as CSV with their consent columns, spreadsheet-safe', async () => {
    await Subscriber.create({ email: '=cmd@example.com', emailKey: '=cmd@example.com', status: 'confirmed', confirmedAt: new Date('2026-11-01T10:00:00Z'), consentIp: '192.0.2.1', consentUserAgent: 'Agent "quoted"' });
    const response = await admin('/api/newsletter/subscribers.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,signed_up_at,confirmed_at,consent_ip,consent_user_agent,source,consent_note');
    expect(lines).toHaveLength(1 + 4);
    expect(lines.some((line) => line.startsWith('"list0@example.com",'))).toBe(true);
    expect(lines.find((line) => line.includes('cmd@'))).toMatch(/^"'=cmd@example\.com","[^"]+","2026-11-01T10:00:00.000Z","192.0.2.1","Agent ""quoted""","signup",""$/);
    expect(lines.join('\n')).not.toContain('Pending.One');
  });

  it('erases a subscriber on delete, and answers 404 for an unknown one', async () => {
    const target = (await Subscriber.findOne({ emailKey: 'list2@example.com' }).lean())!;
    const response = await admin(`/api/newsletter/subscribers/${String(target._id)}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string }).email).toBe('list2@example.com');
    expect(await Subscriber.exists({ _id: target._id })).toBeNull();
    expect((await admin(`/api/newsletter/subscribers/${String(target._id)}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin('/api/newsletter/subscribers/not-an-id', { method: 'DELETE' })).status).toBe(400);
  });
});
