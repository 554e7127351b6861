import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ADMIN_MESSAGES } from '../../../common/newsletter.ts';
import { createIssueService, type FeedPost } from '../../src/newsletter/issueService.ts';
import type { OutgoingMail } from '../../src/mail/mailer.ts';
import { fakeIssueRepository } from './fakeRepositories.ts';
import { problemOf } from '../helpers/problems.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { mailBrand } from '../../src/mail/brand.ts';

const SITE = 'https://pickleball.example';
const content = { subject: 'Week 1', intro: 'Hello', posts: [{ title: 'Dinks', excerpt: 'Soft shots', url: `${SITE}/blog/dinks` }] };

/** The issue service over an in-memory repository, a sender that only records, and a mail server that keeps what it gets. */
function setup(feed: FeedPost[] = [], refuse = false) {
  const repository = fakeIssueRepository();
  const started: string[] = [];
  const sent: OutgoingMail[] = [];
  const mailer = {
    send: async (mail: OutgoingMail) => {
      if (refuse) throw Object.assign(new Error('refused'), { responseCode: 550 });
      sent.push(mail);
    },
    close: () => undefined,
  };
  const logger = { warn: () => undefined } as never;
  const service = createIssueService({
    repository,
    sender: { start: async (id) => void started.push(id) },
    mail: { siteUrl: SITE, from: 'news@pickleball.example', mailer, unsubscribeUrl: (id) => `${SITE}/newsletter/unsubscribe?token=${id}`, logger, brand: async () => mailBrand(SETTINGS_DEFAULTS, SITE) },
    posts: { publicFeed: async (limit) => feed.slice(0, limit) },
  });
  return { repository, service, started, sent };
}

const post = (slug: string, publishDate: Date): FeedPost => ({ title: slug, slug, publishDate, createdAt: publishDate, content: `<p>${slug} text</p>`, metaDescription: '', textStart: '', wordCount: 2 }) as FeedPost;

describe('the issue service', () => {
  it('refuses a subject on two lines and a post without a web link, field by field, storing nothing', async () => {
    const { service, repository } = setup();
    const problem = await problemOf(() => service.create({ subject: 'One\nTwo', intro: '', posts: [{ title: 'x', excerpt: '', url: 'javascript:alert(1)' }] }));
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual({ subject: 'The subject must be one line', 'posts.0.url': NEWSLETTER_ADMIN_MESSAGES.postLinkInvalid });
    expect(repository.rows.size).toBe(0);
  });

  it('sends an issue once: a second press is a 409 and the sender starts once', async () => {
    const { service, started } = setup();
    const issue = await service.create(content);
    expect((await service.send(issue.id)).status).toBe('preparing');
    expect((await problemOf(() => service.send(issue.id))).status).toBe(409);
    expect(started).toEqual([issue.id]);
    const locked = await problemOf(() => service.update(issue.id, { ...content, subject: 'Changed' }));
    expect(locked.status).toBe(409);
    expect(locked.message).toBe(NEWSLETTER_ADMIN_MESSAGES.issueLocked);
    expect((await service.get(issue.id)).subject).toBe('Week 1');
  });

  it('answers 404 for an issue that is not there', async () => {
    const { service } = setup();
    expect((await problemOf(() => service.get('0'.repeat(24)))).status).toBe(404);
  });

  it('drafts the posts published since the last issue was sent, newest first, linked on the site', async () => {
    const now = new Date();
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const { service, repository } = setup([post('newest', days(1)), post('older', days(3)), post('before-last-issue', days(5))]);
    const last = await repository.create(content);
    repository.rows.get(last.id)!.sentAt = days(4);
    const draft = await service.draft(now);
    expect(draft.posts.map((p) => p.url)).toEqual([`${SITE}/blog/newest`, `${SITE}/blog/older`]);
    expect(draft.intro).toBe('Here is what we published this week.');
  });

  it('sends a test copy marked as such to one address, and a 502 when the mail server refuses it', async () => {
    const { service, sent } = setup();
    const issue = await service.create(content);
    expect(await service.sendTest(issue.id, 'Tester@Example.COM')).toBe('Tester@example.com');
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([['Tester@example.com', '[Test] Week 1']]);
    const refusing = setup([], true);
    const other = await refusing.service.create(content);
    expect((await problemOf(() => refusing.service.sendTest(other.id, 'a@example.com'))).status).toBe(502);
  });
});
