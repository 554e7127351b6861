import type { Logger } from '../logger.ts';
import { issueMail, renderIssue, type RenderedIssue } from './issueMail.tsx';
import { MAIL_CONNECTIONS, type NewsletterMail } from './mailing.ts';
import { describeRefusal, isPermanent } from './refusals.ts';
import type { DeliveryRecord, DeliveryRepository } from './repository/deliveryRepository.ts';
import type { IssueProgress, IssueRecord, IssueRepository } from './repository/issueRepository.ts';
import type { SubscriberRepository } from './repository/subscriberRepository.ts';

export interface SenderOptions {
  /** Copies in flight at once. */
  concurrency: number;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** Attempts before a temporarily refused copy counts as failed. */
  maxAttempts: number;
  /** A claim older than this is taken back (its process is gone), on a shared database. */
  staleClaimMs: number;
  /**
   * This process is the database's only writer (the embedded database): a row is claimed by a
   * read and an id-only write, and every claim found at start is from a process that died.
   */
  singleWriter: boolean;
}

export const DEFAULT_SENDER_OPTIONS: SenderOptions = { concurrency: MAIL_CONNECTIONS, retryBaseMs: 30_000, maxAttempts: 5, staleClaimMs: 10 * 60_000, singleWriter: false };

export interface SenderStorage {
  issues: IssueRepository;
  deliveries: DeliveryRepository;
  subscribers: Pick<SubscriberRepository, 'confirmedRecipients' | 'mailState'>;
}

const INSERT_BATCH = 500;
/** How often progress counts reach the issue document. */
const PROGRESS_FLUSH_MS = 1000;
const LATEST_ERRORS = 10;

/**
 * Sends issues with one stored delivery row per recipient. A row is claimed (pending → sending)
 * before its copy goes out and marked sent after the mail
 * server accepted it, so a restart resumes where the last process stopped. Claims in this process
 * are taken one at a time (FerretDB checks a filter and writes in two steps). A copy in flight
 * when the process died is sent again with the same Message-ID, which receivers use to drop the
 * duplicate: no recipient is skipped and none gets two different copies.
 */
export class NewsletterSender {
  readonly #running = new Map<string, Promise<void>>();
  #claimQueue: Promise<unknown> = Promise.resolve();
  #stopped = false;
  readonly #timers = new Set<NodeJS.Timeout>();
  /** Outcomes not yet added to their issue's counts, by issue. */
  readonly #unflushed = new Map<string, IssueProgress>();

  constructor(
    private readonly storage: SenderStorage,
    private readonly mail: Pick<NewsletterMail, 'siteUrl' | 'from' | 'mailer' | 'unsubscribeUrl' | 'brand'>,
    private readonly logger: Logger,
    private readonly options: SenderOptions = DEFAULT_SENDER_OPTIONS,
  ) {}

  /** Writes one pending row per confirmed subscriber (again safely after a crash), then sends. */
  async start(issueId: string): Promise<void> {
    await this.#prepare(issueId);
    void this.run(issueId);
  }

  /** Sends the issue's remaining rows in the background (once per issue in this process). */
  run(issueId: string): Promise<void> {
    let running = this.#running.get(issueId);
    if (!running) {
      running = this.#send(issueId)
        .catch((error: unknown) => this.logger.error({ err: error, issueId }, 'newsletter sending stopped; it resumes at the next start'))
        .finally(() => this.#running.delete(issueId));
      this.#running.set(issueId, running);
    }
    return running;
  }

  /** On start: claims a dead process left are taken back, then unfinished issues go on. */
  async resume(): Promise<void> {
    // With one writer, this process, any claim in the database is from a process that died.
    const staleBefore = this.options.singleWriter ? new Date(8.64e15) : new Date(Date.now() - this.options.staleClaimMs);
    await this.storage.deliveries.takeBackClaims(staleBefore, new Date());
    for (const issue of await this.storage.issues.unfinished()) {
      this.logger.info({ issueId: issue.id }, 'resuming a newsletter issue');
      if (issue.status === 'preparing') await this.start(issue.id);
      else void this.run(issue.id);
    }
  }

  stop(): void {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
  }

  async #prepare(issueId: string): Promise<void> {
    const { issues, deliveries, subscribers } = this.storage;
    if (!(await issues.findById(issueId))) return;
    const now = new Date();
    const host = new URL(this.mail.siteUrl).hostname;
    const messageId = (deliveryId: string) => `<${deliveryId}.${issueId}@${host}>`;
    let batch: { id: string; email: string }[] = [];
    for await (const recipient of subscribers.confirmedRecipients()) {
      batch.push(recipient);
      if (batch.length >= INSERT_BATCH) {
        await deliveries.addPending(issueId, batch, now, messageId);
        batch = [];
      }
    }
    await deliveries.addPending(issueId, batch, now, messageId);
    await issues.markSending(issueId, await deliveries.count(issueId));
  }

  /**
   * Claims the next row of `queue` (ids of rows found due) for this process, one claim at a time
   * here: atomically on a shared database; with one writer, by a read and an id-only write, the
   * two query shapes the embedded FerretDB answers without reading the collection.
   */
  #claim(queue: string[]): Promise<DeliveryRecord | undefined> {
    const { deliveries } = this.storage;
    const claim = this.#claimQueue.then(async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const row = this.options.singleWriter ? await deliveries.claimAlone(id, new Date()) : await deliveries.claim(id, new Date());
        if (row) return row;
      }
      return undefined;
    });
    this.#claimQueue = claim.catch(() => undefined);
    return claim;
  }

  async #send(issueId: string): Promise<void> {
    const issue = await this.storage.issues.findById(issueId);
    if (!issue || issue.status !== 'sending') return;
    const flusher = setInterval(() => void this.#flush(issueId).catch((error: unknown) => this.logger.warn({ err: error }, 'could not record newsletter progress')), PROGRESS_FLUSH_MS);
    try {
      await this.#sendRows(issue, await renderIssue(issue, this.mail));
    } finally {
      clearInterval(flusher);
    }
  }

  /** The issue is rendered once; each copy only gets its own unsubscribe link. */
  async #sendRows(issue: IssueRecord, rendered: RenderedIssue): Promise<void> {
    const { deliveries, issues } = this.storage;
    while (!this.#stopped) {
      // One read of the rows due, then each is claimed by its id.
      const queue = await deliveries.dueIds(issue.id, new Date());
      await Promise.all(Array.from({ length: this.options.concurrency }, () => this.#worker(issue, rendered, queue)));
      if (this.#stopped) return;
      const next = await deliveries.nextOpen(issue.id);
      if (!next) break;
      if (next.state === 'pending' && next.nextTryAt.getTime() <= Date.now()) continue;
      // Retries wait for their time; a row another process holds is looked at again shortly.
      const wait = next.state === 'pending' ? Math.max(0, next.nextTryAt.getTime() - Date.now()) : 1000;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => (this.#timers.delete(timer), resolve()), Math.min(wait, 60_000));
        this.#timers.add(timer);
      });
    }
    if (this.#stopped) return;
    this.#unflushed.delete(issue.id);
    await issues.markSent(issue.id, await this.#recount(issue.id), new Date());
    this.logger.info({ issueId: issue.id }, 'newsletter issue sent');
  }

  #progress(issueId: string): IssueProgress {
    let progress = this.#unflushed.get(issueId);
    if (!progress) {
      progress = { sent: 0, failed: 0, skipped: 0, errors: [] };
      this.#unflushed.set(issueId, progress);
    }
    return progress;
  }

  /** Adds the outcomes since the last flush to the issue's counts. */
  async #flush(issueId: string): Promise<void> {
    const progress = this.#unflushed.get(issueId);
    if (!progress || progress.sent + progress.failed + progress.skipped === 0) return;
    this.#unflushed.delete(issueId);
    // The list is trimmed to the latest ones when the issue finishes; meanwhile at most 10 a flush.
    await this.storage.issues.addProgress(issueId, { ...progress, errors: progress.errors.slice(-LATEST_ERRORS) });
  }

  /** The exact counts from the issue's rows, once it is finished (one read of its rows). */
  async #recount(issueId: string) {
    const rows = await this.storage.deliveries.outcomes(issueId);
    const count = (state: string) => rows.reduce((n, row) => n + (row.state === state ? 1 : 0), 0);
    const failures = rows.filter((row) => row.state === 'failed').slice(-LATEST_ERRORS).map((row) => ({ email: row.email, error: row.lastError ?? '' }));
    return { sent: count('sent'), failed: count('failed'), skipped: count('skipped'), failures };
  }

  async #worker(issue: IssueRecord, rendered: RenderedIssue, queue: string[]): Promise<void> {
    while (!this.#stopped) {
      const row = await this.#claim(queue);
      if (!row) return;
      await this.#deliver(issue, rendered, row);
    }
  }

  async #deliver(issue: IssueRecord, rendered: RenderedIssue, row: DeliveryRecord): Promise<void> {
    const { deliveries, subscribers } = this.storage;
    // An unsubscribe (or erasure) that arrived during the send stops this copy.
    const subscriber = await subscribers.mailState(row.subscriberId);
    if (subscriber?.status !== 'confirmed') {
      await deliveries.markSkipped(row.id);
      this.#progress(issue.id).skipped += 1;
      return;
    }
    const mail = issueMail(rendered, { from: this.mail.from, to: subscriber.email, unsubscribeUrl: this.mail.unsubscribeUrl(row.subscriberId), messageId: row.messageId });
    try {
      await this.mail.mailer.send(mail);
    } catch (error) {
      const failed = isPermanent(error) || row.attempts >= this.options.maxAttempts;
      const nextTryAt = new Date(Date.now() + this.options.retryBaseMs * 2 ** (row.attempts - 1));
      await deliveries.markRefused(row.id, { error: describeRefusal(error), ...(failed ? {} : { nextTryAt }) });
      if (failed) {
        const progress = this.#progress(issue.id);
        progress.failed += 1;
        progress.errors.push({ email: row.email, error: describeRefusal(error) });
      }
      return;
    }
    await deliveries.markSent(row.id, new Date());
    this.#progress(issue.id).sent += 1;
  }
}
