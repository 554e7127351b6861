import { Types } from 'mongoose';
import type { Engine } from '../db/launcher.ts';
import { isDuplicateKey } from '../http/slug.ts';
import type { Logger } from '../logger.ts';
import { issueMail, renderIssue, type RenderedIssue } from './issueMail.tsx';
import { Delivery, Issue, type DeliveryDoc, type IssueDoc } from './issueModel.ts';
import { Subscriber } from './model.ts';
import type { Newsletter } from './service.ts';

export interface SenderOptions {
  /** Copies in flight at once. */
  concurrency: number;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** Attempts before a temporarily refused copy counts as failed. */
  maxAttempts: number;
  /** A claim older than this is taken back (its process is gone), on a shared database. */
  staleClaimMs: number;
}

export const DEFAULT_SENDER_OPTIONS: SenderOptions = { concurrency: 4, retryBaseMs: 30_000, maxAttempts: 5, staleClaimMs: 10 * 60_000 };
const INSERT_BATCH = 500;
/** How often progress counts reach the issue document. */
const PROGRESS_FLUSH_MS = 1000;
const LATEST_ERRORS = 10;

interface Progress {
  sent: number;
  failed: number;
  skipped: number;
  errors: { email: string; error: string }[];
}

/** 5xx is permanent; 4xx, a dropped connection or a timeout may pass on a later try. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const describeError = (error: unknown) => String((error as { response?: string }).response ?? (error as Error).message ?? error).slice(0, 300);

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
  readonly #unflushed = new Map<string, Progress>();

  constructor(
    private readonly newsletter: Omit<Newsletter, 'sender'>,
    private readonly logger: Logger,
    private readonly options: SenderOptions = DEFAULT_SENDER_OPTIONS,
    private readonly engine: Engine = 'external',
  ) {}

  /** Writes one pending row per confirmed subscriber (again safely after a crash), then sends. */
  async start(issueId: Types.ObjectId): Promise<void> {
    await this.#prepare(issueId);
    this.run(issueId);
  }

  /** Sends the issue's remaining rows in the background (once per issue in this process). */
  run(issueId: Types.ObjectId): Promise<void> {
    const key = String(issueId);
    let running = this.#running.get(key);
    if (!running) {
      running = this.#send(issueId)
        .catch((error: unknown) => this.logger.error({ err: error, issueId: key }, 'newsletter sending stopped; it resumes at the next start'))
        .finally(() => this.#running.delete(key));
      this.#running.set(key, running);
    }
    return running;
  }

  /** On start: claims a dead process left are taken back, then unfinished issues go on. */
  async resume(engine: Engine): Promise<void> {
    // The embedded database has one writer, this process: any claim in it is from a process that died.
    const staleBefore = engine === 'external' ? new Date(Date.now() - this.options.staleClaimMs) : new Date(8.64e15);
    await Delivery.updateMany({ state: 'sending', claimedAt: { $lt: staleBefore } }, { $set: { state: 'pending', claimedAt: null, nextTryAt: new Date() } });
    const unfinished = await Issue.find({ status: { $in: ['preparing', 'sending'] } }, { _id: 1, status: 1 }).lean();
    for (const issue of unfinished) {
      this.logger.info({ issueId: String(issue._id) }, 'resuming a newsletter issue');
      if (issue.status === 'preparing') await this.start(issue._id);
      else void this.run(issue._id);
    }
  }

  stop(): void {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
  }

  async #prepare(issueId: Types.ObjectId): Promise<void> {
    const issue = await Issue.findById(issueId).lean();
    if (!issue) return;
    const now = new Date();
    const host = new URL(this.newsletter.siteUrl).hostname;
    let batch: Partial<DeliveryDoc>[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      // Rows written before a crash are kept: the unique (issue, subscriber) index refuses them again.
      await Delivery.insertMany(batch, { ordered: false }).catch((error: unknown) => {
        const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors;
        if (!(writeErrors ? writeErrors.every(isDuplicateKey) : isDuplicateKey(error))) throw error;
      });
      batch = [];
    };
    for await (const subscriber of Subscriber.find({ status: 'confirmed' }, { _id: 1, email: 1 }).sort({ _id: 1 }).lean().cursor()) {
      const id = new Types.ObjectId();
      batch.push({ _id: id, issueId, subscriberId: subscriber._id, email: subscriber.email, state: 'pending', attempts: 0, nextTryAt: now, messageId: `<${id.toHexString()}.${issueId.toHexString()}@${host}>` });
      if (batch.length >= INSERT_BATCH) await flush();
    }
    await flush();
    const recipients = await Delivery.countDocuments({ issueId });
    await Issue.updateOne({ _id: issueId, status: 'preparing' }, { $set: { status: 'sending', recipients } });
  }

  /**
   * Claims the next row of `queue` (ids of rows found due) for this process, one claim at a time
   * here. On MongoDB: findOneAndUpdate on the id and `state: pending`, atomic across instances. On
   * the embedded FerretDB, whose only writer is this process: the row read by id, then written
   * with an id-only filter, the two query shapes FerretDB answers without reading the collection.
   */
  #claim(queue: Types.ObjectId[]): Promise<DeliveryDoc | null> {
    const claimed = { $set: { state: 'sending' as const, claimedAt: new Date() }, $inc: { attempts: 1 } };
    const claim = this.#claimQueue.then(async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        if (this.engine !== 'external') {
          const row = await Delivery.findById(id).lean();
          if (row?.state !== 'pending') continue;
          await Delivery.updateOne({ _id: id }, claimed);
          return { ...row, state: 'sending' as const, attempts: row.attempts + 1 };
        }
        const row = await Delivery.findOneAndUpdate({ _id: id, state: 'pending' }, claimed, { returnDocument: 'after', lean: true });
        if (row) return row;
      }
      return null;
    });
    this.#claimQueue = claim.catch(() => undefined);
    return claim;
  }

  async #send(issueId: Types.ObjectId): Promise<void> {
    const issue = await Issue.findById(issueId).lean();
    if (!issue || issue.status !== 'sending') return;
    const flusher = setInterval(() => void this.#flush(issueId).catch((error: unknown) => this.logger.warn({ err: error }, 'could not record newsletter progress')), PROGRESS_FLUSH_MS);
    try {
      await this.#sendRows(issueId, issue, await renderIssue(issue, this.newsletter.siteUrl));
    } finally {
      clearInterval(flusher);
    }
  }

  /** The issue is rendered once; each copy only gets its own unsubscribe link. */
  async #sendRows(issueId: Types.ObjectId, issue: IssueDoc, rendered: RenderedIssue): Promise<void> {
    while (!this.#stopped) {
      // One read of the rows due, then each is claimed by its id.
      const due = await Delivery.find({ issueId, state: 'pending', nextTryAt: { $lte: new Date() } }, { _id: 1 }).sort({ nextTryAt: 1, _id: 1 }).lean();
      const queue = due.map((row) => row._id);
      await Promise.all(Array.from({ length: this.options.concurrency }, () => this.#worker(issue, rendered, queue)));
      if (this.#stopped) return;
      const next = await Delivery.findOne({ issueId, state: { $in: ['pending', 'sending'] } }, { nextTryAt: 1, state: 1 }).sort({ nextTryAt: 1 }).lean();
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
    this.#unflushed.delete(String(issueId));
    await Issue.updateOne({ _id: issueId, status: 'sending' }, { $set: { status: 'sent', finishedAt: new Date(), ...(await this.#recount(issueId)) } });
    this.logger.info({ issueId: String(issueId) }, 'newsletter issue sent');
  }

  #progress(issueId: Types.ObjectId): Progress {
    const key = String(issueId);
    let progress = this.#unflushed.get(key);
    if (!progress) {
      progress = { sent: 0, failed: 0, skipped: 0, errors: [] };
      this.#unflushed.set(key, progress);
    }
    return progress;
  }

  /** Adds the outcomes since the last flush to the issue's counts ($inc: right with several senders). */
  async #flush(issueId: Types.ObjectId): Promise<void> {
    const key = String(issueId);
    const progress = this.#unflushed.get(key);
    if (!progress || progress.sent + progress.failed + progress.skipped === 0) return;
    this.#unflushed.delete(key);
    const update: Record<string, unknown> = { $inc: { sent: progress.sent, failed: progress.failed, skipped: progress.skipped } };
    // The list is trimmed to the latest ones when the issue finishes; meanwhile at most 10 a flush.
    if (progress.errors.length > 0) update.$push = { failures: { $each: progress.errors.slice(-LATEST_ERRORS) } };
    await Issue.updateOne({ _id: issueId }, update);
  }

  /** The exact counts from the issue's rows, once it is finished (one read of its rows). */
  async #recount(issueId: Types.ObjectId): Promise<Record<string, unknown>> {
    const rows = await Delivery.find({ issueId }, { state: 1, email: 1, lastError: 1 }).sort({ _id: 1 }).lean();
    const count = (state: string) => rows.reduce((n, row) => n + (row.state === state ? 1 : 0), 0);
    const failures = rows.filter((row) => row.state === 'failed').slice(-LATEST_ERRORS).map((row) => ({ email: row.email, error: row.lastError ?? '' }));
    return { sent: count('sent'), failed: count('failed'), skipped: count('skipped'), failures };
  }

  async #worker(issue: IssueDoc, rendered: RenderedIssue, queue: Types.ObjectId[]): Promise<void> {
    while (!this.#stopped) {
      const row = await this.#claim(queue);
      if (!row) return;
      await this.#deliver(issue, rendered, row);
    }
  }

  async #deliver(issue: IssueDoc, rendered: RenderedIssue, row: DeliveryDoc): Promise<void> {
    // An unsubscribe (or erasure) that arrived during the send stops this copy.
    const subscriber = await Subscriber.findById(row.subscriberId, { status: 1, email: 1 }).lean();
    if (subscriber?.status !== 'confirmed') {
      await Delivery.updateOne({ _id: row._id }, { $set: { state: 'skipped', claimedAt: null } });
      this.#progress(issue._id).skipped += 1;
      return;
    }
    const mail = issueMail(rendered, { from: this.newsletter.from, to: subscriber.email, unsubscribeUrl: this.newsletter.unsubscribeUrl(String(subscriber._id)), messageId: row.messageId });
    try {
      await this.newsletter.mailer.send(mail);
    } catch (error) {
      const failed = isPermanent(error) || row.attempts >= this.options.maxAttempts;
      const nextTryAt = new Date(Date.now() + this.options.retryBaseMs * 2 ** (row.attempts - 1));
      await Delivery.updateOne(
        { _id: row._id },
        { $set: { state: failed ? 'failed' : 'pending', claimedAt: null, lastError: describeError(error), ...(failed ? {} : { nextTryAt }) } },
      );
      if (failed) {
        const progress = this.#progress(issue._id);
        progress.failed += 1;
        progress.errors.push({ email: row.email, error: describeError(error) });
      }
      return;
    }
    await Delivery.updateOne({ _id: row._id }, { $set: { state: 'sent', sentAt: new Date(), claimedAt: null } });
    this.#progress(issue._id).sent += 1;
  }
}
