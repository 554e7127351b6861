import { NO_ACTIVITY, type ActivityService, type Actor } from '../activity/service.ts';
import { NO_QUOTA, type MailQuota } from '../mail/quota.ts';
import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { PublicEventOccurrence } from '../../../codegen/hey-api/types.gen.ts';
import { NEWSLETTER_ADMIN_MESSAGES, NEWSLETTER_MESSAGES } from '../../../common/newsletter.ts';
import { blogPaths } from '../../../common/site.ts';
import type { ListQuery } from '../http/listQuery.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { excerptFor } from '../posts/derivedText.ts';
import { normaliseEmail } from './email.ts';
import { defaultIssueSubject, issueMail, renderIssue, withUnsubscribe, type RenderedIssue } from './issueMail.tsx';
import type { NewsletterMail } from './mailing.ts';
import type { IssueContent, IssueEvent, IssueRecord, IssueRepository } from './repository/issueRepository.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Posts a draft may list (the contract's maximum). */
const DRAFT_POSTS = 50;
/** Event occurrences a draft may list (the contract's maximum). */
const DRAFT_EVENTS = 50;

/** A published post as the public feed gives it. */
export type FeedPost = Parameters<typeof excerptFor>[0] & { title: string; slug: string; publishDate?: Date | null; createdAt: Date };

export interface IssueService {
  /** The posts published since the last issue (or the last week), newest first, and the events of the next 7 days, soonest first. */
  draft(now?: Date): Promise<IssueContent>;
  list(query: ListQuery): Promise<{ rows: IssueRecord[]; total: number }>;
  create(input: IssueContent): Promise<IssueRecord>;
  get(issueId: string): Promise<IssueRecord>;
  /** A draft's subject, intro and posts; once sending has started the issue is what was sent (409). */
  update(issueId: string, input: IssueContent): Promise<IssueRecord>;
  /** The mail as subscribers will get it; its unsubscribe link leads nowhere. */
  preview(input: IssueContent): Promise<RenderedIssue>;
  /**
   * A test copy to one address, within the sender's and the address's hourly limits (429); returns
   * the address. Its unsubscribe link leads nowhere (502 when the mail server refuses it). Logged.
   */
  sendTest(issueId: string, rawEmail: unknown, by?: Actor): Promise<string>;
  /** Starts sending, once per issue, even when two admins press the button at once (409 after). */
  send(issueId: string, by?: Actor): Promise<IssueRecord>;
}

export interface IssueServiceDeps {
  repository: IssueRepository;
  /** Sends a claimed issue: writes its deliveries, then sends them in the background. */
  sender: { start(issueId: string): Promise<void> };
  mail: Pick<NewsletterMail, 'siteUrl' | 'from' | 'mailer' | 'unsubscribeUrl' | 'logger' | 'brand'>;
  posts: { publicFeed(limit: number, now: Date): Promise<FeedPost[]> };
  /** The occurrences (not cancelled) of published events between two instants, soonest first (none when absent). */
  events?: { between(from: number, to: number): Promise<PublicEventOccurrence[]> };
  /** Where sends are recorded (nowhere when absent). */
  activity?: Pick<ActivityService, 'record'>;
  /** Limits test copies per sender and per recipient. */
  quota?: MailQuota;
}

/** An unsubscribe link with no subscriber behind it (previews and test copies). */
const nobody = () => randomBytes(12).toString('hex');

/** A draft's section "Events in the next 7 days": each occurrence's title, local date and time, place and page. */
async function eventsAhead(events: IssueServiceDeps['events'], now: Date, siteUrl: string): Promise<IssueEvent[]> {
  const coming = (await events?.between(now.getTime(), now.getTime() + WEEK_MS)) ?? [];
  return coming.slice(0, DRAFT_EVENTS).map((occurrence) => {
    // The offset the API gives each time is the events' zone on that day: its wall clock.
    const [start, end] = [DateTime.fromISO(occurrence.start, { setZone: true }), DateTime.fromISO(occurrence.end, { setZone: true })];
    return {
      title: occurrence.title,
      when: `${start.toFormat('ccc, LLL d, h:mm a')} to ${end.toFormat('h:mm a')}`,
      place: occurrence.place.name === occurrence.place.address ? occurrence.place.address : `${occurrence.place.name}, ${occurrence.place.address}`,
      url: `${siteUrl}/events/${occurrence.slug}`,
    };
  });
}

/** The subject on one line, each post with a title and a web link; texts trimmed. */
function readIssueInput(body: IssueContent): IssueContent {
  const subject = body.subject.trim();
  const errors: Record<string, string> = {};
  if (!subject) errors.subject = NEWSLETTER_ADMIN_MESSAGES.subjectRequired;
  if (/[\r\n]/.test(body.subject)) errors.subject = 'The subject must be one line';
  body.posts.forEach((post, index) => {
    if (!/^https?:\/\/\S+$/i.test(post.url)) errors[`posts.${index}.url`] = NEWSLETTER_ADMIN_MESSAGES.postLinkInvalid;
    if (!post.title.trim()) errors[`posts.${index}.title`] = 'Each post needs a title';
  });
  const events = body.events ?? [];
  events.forEach((event, index) => {
    if (!/^https?:\/\/\S+$/i.test(event.url)) errors[`events.${index}.url`] = NEWSLETTER_ADMIN_MESSAGES.postLinkInvalid;
    if (!event.title.trim()) errors[`events.${index}.title`] = 'Each event needs a title';
  });
  if (Object.keys(errors).length > 0) throw validationProblem(errors);
  return {
    subject,
    intro: body.intro.trim(),
    posts: body.posts.map((p) => ({ title: p.title.trim(), excerpt: p.excerpt.trim(), url: p.url.trim() })),
    events: events.map((e) => ({ title: e.title.trim(), when: e.when.trim(), place: e.place.trim(), url: e.url.trim() })),
  };
}

export function createIssueService({ repository, sender, mail, posts, events, activity = NO_ACTIVITY, quota = NO_QUOTA }: IssueServiceDeps): IssueService {
  async function find(issueId: string): Promise<IssueRecord> {
    const issue = await repository.findById(issueId);
    if (!issue) throw notFound('Issue');
    return issue;
  }

  return {
    async draft(now = new Date()) {
      const since = (await repository.lastSentAt()) ?? new Date(now.getTime() - WEEK_MS);
      const feed = await posts.publicFeed(DRAFT_POSTS, now);
      const fresh = feed.filter((post) => (post.publishDate ?? post.createdAt) > since);
      return {
        subject: defaultIssueSubject((await mail.brand()).name),
        intro: fresh.length > 0 ? 'Here is what we published this week.' : '',
        posts: fresh.map((post) => ({ title: post.title, excerpt: excerptFor(post), url: `${mail.siteUrl}${blogPaths.post(post.slug)}` })),
        events: await eventsAhead(events, now, mail.siteUrl),
      };
    },

    list(query) {
      // The newest first unless another order is asked for.
      const sort = Object.keys(query.sort).length === 1 && '_id' in query.sort ? { _id: -1 as const } : query.sort;
      return repository.list({ sort, skip: query.skip, limit: query.limit });
    },

    create: (input) => repository.create(readIssueInput(input)),

    get: find,

    async update(issueId, input) {
      const content = readIssueInput(input);
      const existing = await find(issueId);
      const updated = await repository.updateDraft(existing.id, content);
      if (!updated) throw new HttpProblem(409, NEWSLETTER_ADMIN_MESSAGES.issueLocked);
      return updated;
    },

    async preview(input) {
      return withUnsubscribe(await renderIssue(readIssueInput(input), mail), mail.unsubscribeUrl(nobody()));
    },

    async sendTest(issueId, rawEmail, by = null) {
      const issue = await find(issueId);
      const email = normaliseEmail(rawEmail);
      if (!email) throw validationProblem({ email: NEWSLETTER_MESSAGES.invalidEmail });
      await quota.take('newsletterTest', { sender: by, recipient: email });
      const rendered = await renderIssue(issue, mail);
      const copy = issueMail(rendered, { from: mail.from, to: email, unsubscribeUrl: mail.unsubscribeUrl(nobody()) });
      try {
        await mail.mailer.send({ ...copy, subject: `[Test] ${issue.subject}` });
      } catch (error) {
        mail.logger.warn({ err: error }, 'a newsletter test copy was refused');
        throw new HttpProblem(502, 'The mail server refused the test copy. Check SMTP_URL and the address.');
      }
      // The domain says where it went without keeping the whole address.
      await activity.record({ actor: by, action: 'newsletter.test', subject: { type: 'issue', id: issue.id, title: issue.subject }, detail: `to an address at ${email.split('@')[1]}` });
      return email;
    },

    async send(issueId, by = null) {
      const issue = await find(issueId);
      if (issue.status !== 'draft' || !(await repository.claimSending(issue.id))) throw new HttpProblem(409, 'This issue has already been sent.');
      await repository.markPreparing(issue.id, new Date());
      await sender.start(issue.id);
      const started = await find(issue.id);
      await activity.record({ actor: by, action: 'newsletter.send', subject: { type: 'issue', id: issue.id, title: issue.subject }, detail: `to ${started.recipients} ${started.recipients === 1 ? 'subscriber' : 'subscribers'}` });
      return started;
    },
  };
}
