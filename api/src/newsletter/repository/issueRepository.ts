import { Types } from 'mongoose';
import { claimMark } from '../../db/marks.ts';
import { Issue, type IssueDoc, type IssueEvent, type IssuePost, type IssueStatus } from './issueModel.ts';

export type { IssueEvent, IssuePost, IssueStatus } from './issueModel.ts';

/** What an admin writes of an issue. */
export interface IssueContent {
  subject: string;
  intro: string;
  posts: IssuePost[];
  /** "Events in the next 7 days" (none when absent). */
  events?: IssueEvent[];
}

/** An issue as the services see it: its id is the stored id's hex text. */
export type IssueRecord = Pick<IssueDoc, 'subject' | 'intro' | 'posts' | 'events' | 'status' | 'recipients' | 'sent' | 'failed' | 'skipped' | 'failures' | 'sentAt' | 'createdAt'> & { id: string };

/** Outcomes of copies not yet added to an issue's counts. */
export interface IssueProgress {
  sent: number;
  failed: number;
  skipped: number;
  errors: { email: string; error: string }[];
}

export interface IssueRepository {
  list(query: { sort: Record<string, 1 | -1>; skip: number; limit: number }): Promise<{ rows: IssueRecord[]; total: number }>;
  create(content: IssueContent): Promise<IssueRecord>;
  findById(id: string): Promise<IssueRecord | undefined>;
  /** Writes the content of an issue that is still a draft, in one conditional write; undefined when it is not. */
  updateDraft(id: string, content: IssueContent): Promise<IssueRecord | undefined>;
  /** When the latest issue was sent, if any was. */
  lastSentAt(): Promise<Date | undefined>;
  /** True for the one caller that claims the sending of the issue, across every instance on the database. */
  claimSending(id: string): Promise<boolean>;
  /** The issue is preparing its deliveries from `at` on. */
  markPreparing(id: string, at: Date): Promise<void>;
  /** A preparing issue has its deliveries written: it is sending to `recipients`. */
  markSending(id: string, recipients: number): Promise<void>;
  /** A sending issue is finished, with its exact counts. */
  markSent(id: string, counts: Omit<IssueProgress, 'errors'> & { failures: IssueProgress['errors'] }, at: Date): Promise<void>;
  /** Adds outcomes to the issue's counts (`$inc`: right with several senders) and its latest failures. */
  addProgress(id: string, progress: IssueProgress): Promise<void>;
  /** Issues left preparing or sending (by a process that stopped). */
  unfinished(): Promise<{ id: string; status: IssueStatus }[]>;
}

function toRecord(doc: IssueDoc): IssueRecord {
  return {
    id: String(doc._id),
    subject: doc.subject,
    intro: doc.intro,
    posts: doc.posts.map(({ title, excerpt, url }) => ({ title, excerpt, url })),
    // Issues stored before events had the section have none.
    events: (doc.events ?? []).map(({ title, when, place, url }) => ({ title, when, place, url })),
    status: doc.status,
    recipients: doc.recipients,
    sent: doc.sent ?? 0,
    failed: doc.failed ?? 0,
    skipped: doc.skipped ?? 0,
    failures: (doc.failures ?? []).map(({ email, error }) => ({ email, error })),
    sentAt: doc.sentAt ?? null,
    createdAt: doc.createdAt,
  };
}

/** The newsletter's issues in Mongoose; an id that is not an ObjectId finds nothing. */
export function createIssueRepository(): IssueRepository {
  return {
    async list({ sort, skip, limit }) {
      const [rows, total] = await Promise.all([Issue.find().sort(sort).skip(skip).limit(limit).lean(), Issue.countDocuments()]);
      return { rows: rows.map(toRecord), total };
    },

    async create(content) {
      return toRecord((await Issue.create({ ...content, status: 'draft' })).toObject());
    },

    async findById(id) {
      const doc = Types.ObjectId.isValid(id) ? await Issue.findById(id).lean() : null;
      return doc ? toRecord(doc) : undefined;
    },

    async updateDraft(id, content) {
      if (!Types.ObjectId.isValid(id)) return undefined;
      // The status in the filter: a send that starts meanwhile wins, and this edit is refused.
      const doc = await Issue.findOneAndUpdate({ _id: id, status: 'draft' }, { $set: content }, { returnDocument: 'after', lean: true });
      return doc ? toRecord(doc) : undefined;
    },

    async lastSentAt() {
      return (await Issue.findOne({ sentAt: { $ne: null } }).sort({ sentAt: -1 }).lean())?.sentAt ?? undefined;
    },

    claimSending: (id) => claimMark(`newsletter-send:${id}`),

    async markPreparing(id, at) {
      await Issue.updateOne({ _id: id }, { $set: { status: 'preparing', sentAt: at } });
    },

    async markSending(id, recipients) {
      await Issue.updateOne({ _id: id, status: 'preparing' }, { $set: { status: 'sending', recipients } });
    },

    async markSent(id, counts, at) {
      await Issue.updateOne({ _id: id, status: 'sending' }, { $set: { status: 'sent', finishedAt: at, ...counts } });
    },

    async addProgress(id, progress) {
      const update: Record<string, unknown> = { $inc: { sent: progress.sent, failed: progress.failed, skipped: progress.skipped } };
      if (progress.errors.length > 0) update.$push = { failures: { $each: progress.errors } };
      await Issue.updateOne({ _id: id }, update);
    },

    async unfinished() {
      const rows = await Issue.find({ status: { $in: ['preparing', 'sending'] } }, { _id: 1, status: 1 }).lean();
      return rows.map((row) => ({ id: String(row._id), status: row.status }));
    },
  };
}
