import mongoose, { Schema, type Types } from 'mongoose';
import { SUBSCRIBER_SOURCES, type SubscriberSource } from '../../../../common/newsletter.ts';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export interface SubscriberDoc {
  _id: Types.ObjectId;
  /** As stored: trimmed, domain lowercased. */
  email: string;
  /** The whole address lowercased: one row per mailbox whatever the case typed. */
  emailKey: string;
  status: SubscriberStatus;
  /** Matches the newest confirmation link; cleared when it is used. */
  nonce: string | null;
  /** When the current unconfirmed sign-up began (the purge counts from here). */
  pendingSince: Date | null;
  signupIp: string;
  signupUserAgent: string;
  /** Consent proof: when the link was followed, from which address and browser. */
  confirmedAt: Date | null;
  consentIp: string | null;
  consentUserAgent: string | null;
  unsubscribedAt: Date | null;
  /** The form (double opt-in), added by staff, or imported; absent on rows stored before it existed: the form. */
  source?: SubscriberSource;
  /** For staff-added and imported subscribers: where they agreed, as the admin wrote it. */
  consentNote?: string | null;
  /** The admin who added or imported them. */
  addedBy?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const subscriberSchema = new Schema<SubscriberDoc>(
  {
    email: { type: String, required: true },
    emailKey: { type: String, required: true },
    status: { type: String, enum: SUBSCRIBER_STATUSES, required: true },
    nonce: { type: String, default: null },
    pendingSince: { type: Date, default: null },
    signupIp: { type: String, default: '' },
    signupUserAgent: { type: String, default: '' },
    confirmedAt: { type: Date, default: null },
    consentIp: { type: String, default: null },
    consentUserAgent: { type: String, default: null },
    unsubscribedAt: { type: Date, default: null },
    source: { type: String, enum: SUBSCRIBER_SOURCES, default: 'signup' },
    consentNote: { type: String, default: null },
    addedBy: { type: String, default: null },
  },
  { versionKey: false, timestamps: true, collection: 'newsletter_subscribers' },
);
subscriberSchema.index({ emailKey: 1 }, { unique: true });
subscriberSchema.index({ status: 1, pendingSince: 1 });

export const Subscriber = mongoose.model<SubscriberDoc>('NewsletterSubscriber', subscriberSchema);
