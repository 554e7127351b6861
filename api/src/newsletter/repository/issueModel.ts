import mongoose, { Schema, type Types } from 'mongoose';

export interface IssuePost {
  title: string;
  excerpt: string;
  url: string;
}

/** One occurrence of an event in the issue's "Events in the next 7 days", as texts. */
export interface IssueEvent {
  title: string;
  when: string;
  place: string;
  url: string;
}

/** draft: editable; preparing: delivery rows being written; sending: rows remain; sent: none remain. */
export type IssueStatus = 'draft' | 'preparing' | 'sending' | 'sent';

export interface IssueDoc {
  _id: Types.ObjectId;
  subject: string;
  intro: string;
  posts: IssuePost[];
  events: IssueEvent[];
  status: IssueStatus;
  recipients: number;
  /** Progress, kept by the sender (flushed every second, recounted when the issue finishes). */
  sent: number;
  failed: number;
  skipped: number;
  /** The latest permanent failures (`errors` is a name Mongoose keeps for itself). */
  failures: { email: string; error: string }[];
  sentAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const issueSchema = new Schema<IssueDoc>(
  {
    subject: { type: String, required: true },
    intro: { type: String, default: '' },
    posts: { type: [{ _id: false, title: String, excerpt: String, url: String }], default: [] },
    events: { type: [{ _id: false, title: String, when: String, place: String, url: String }], default: [] },
    status: { type: String, enum: ['draft', 'preparing', 'sending', 'sent'], default: 'draft' },
    recipients: { type: Number, default: 0 },
    sent: { type: Number, default: 0 },
    failed: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    failures: { type: [{ _id: false, email: String, error: String }], default: [] },
    sentAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true, collection: 'newsletter_issues' },
);
issueSchema.index({ status: 1 });

export const Issue = mongoose.model<IssueDoc>('NewsletterIssue', issueSchema);

/** One recipient of one issue: the state that makes sending resumable and each copy single. */
export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface DeliveryDoc {
  _id: Types.ObjectId;
  issueId: Types.ObjectId;
  subscriberId: Types.ObjectId;
  email: string;
  state: DeliveryState;
  attempts: number;
  /** A pending row is not tried before this time (retry backoff). */
  nextTryAt: Date;
  /** When the row was claimed for sending (a claim a dead process left is taken back). */
  claimedAt: Date | null;
  /** The Message-ID of this copy, fixed before the first attempt: a resent copy carries the same one. */
  messageId: string;
  lastError: string | null;
  sentAt: Date | null;
}

const deliverySchema = new Schema<DeliveryDoc>(
  {
    issueId: { type: Schema.Types.ObjectId, required: true },
    subscriberId: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true },
    state: { type: String, enum: ['pending', 'sending', 'sent', 'failed', 'skipped'], default: 'pending' },
    attempts: { type: Number, default: 0 },
    nextTryAt: { type: Date, required: true },
    claimedAt: { type: Date, default: null },
    messageId: { type: String, required: true },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'newsletter_deliveries' },
);
deliverySchema.index({ issueId: 1, subscriberId: 1 }, { unique: true });
deliverySchema.index({ issueId: 1, state: 1, nextTryAt: 1 });

export const Delivery = mongoose.model<DeliveryDoc>('NewsletterDelivery', deliverySchema);
