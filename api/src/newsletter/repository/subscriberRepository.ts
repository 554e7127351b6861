import { isValidObjectId } from 'mongoose';
import type { SubscriberSource } from '../../../../common/newsletter.ts';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import { Subscriber, type SubscriberDoc, type SubscriberStatus } from './subscriberModel.ts';

export { SUBSCRIBER_STATUSES, type SubscriberStatus } from './subscriberModel.ts';

/** A subscriber as the services see it: its id is the stored id's hex text. */
export interface SubscriberRecord {
  id: string;
  email: string;
  emailKey: string;
  status: SubscriberStatus;
  nonce: string | null;
  pendingSince: Date | null;
  confirmedAt: Date | null;
  consentIp: string | null;
  consentUserAgent: string | null;
  unsubscribedAt: Date | null;
  source: SubscriberSource;
  consentNote: string | null;
  createdAt: Date;
}

/** A new or restarted sign-up from the form. */
export interface PendingSignup {
  nonce: string;
  pendingSince: Date;
  signupIp: string;
  signupUserAgent: string;
}

/**
 * A subscriber an admin brings (added by hand or imported): they agreed elsewhere, so the row is
 * stored confirmed, with the admin's note of where.
 */
export interface StaffEntry {
  email: string;
  consentNote: string;
  source: 'staff' | 'import';
  addedBy: string;
}

export interface SubscriberListQuery {
  /** Lowercased text the address contains, as a regular expression source (escaped already). */
  emailContains?: string;
  status?: SubscriberStatus;
  sort: Record<string, 1 | -1>;
  skip: number;
  /** 0: no limit. */
  limit: number;
}

export interface SubscriberRepository {
  /** Stores a new pending sign-up; undefined when the address (any case) is already on the list. */
  addPending(email: string, signup: PendingSignup): Promise<SubscriberRecord | undefined>;
  /** Gives a pending or unsubscribed address a fresh sign-up; undefined when it is confirmed (or gone). */
  restartSignup(emailKey: string, signup: PendingSignup): Promise<SubscriberRecord | undefined>;
  findById(id: string): Promise<SubscriberRecord | undefined>;
  /** Confirms a pending sign-up whose nonce is `nonce`, in one conditional write; false when none matched. */
  confirmPending(id: string, nonce: string, consent: { at: Date; ip: string; userAgent: string }): Promise<boolean>;
  /** A new nonce for a still-pending sign-up; undefined when it is not pending. */
  renewPending(id: string, nonce: string, now: Date): Promise<SubscriberRecord | undefined>;
  /** Marks the subscriber unsubscribed; true when the subscriber exists (already unsubscribed or not). */
  unsubscribe(id: string, now: Date): Promise<boolean>;
  /** Erases pending sign-ups begun before `before`; returns how many. */
  erasePendingBefore(before: Date): Promise<number>;
  list(query: SubscriberListQuery): Promise<{ rows: SubscriberRecord[]; total: number }>;
  /** Every confirmed subscriber, in order of confirmation. */
  confirmedByConsent(): Promise<SubscriberRecord[]>;
  /** Confirmed subscribers' ids and addresses, in id order, read as a stream. */
  confirmedRecipients(): AsyncIterable<{ id: string; email: string }>;
  /** Status and address of one subscriber, for a copy about to be sent. */
  mailState(id: string): Promise<{ status: SubscriberStatus; email: string } | undefined>;
  /** Erases the subscriber; returns what was erased. */
  remove(id: string): Promise<SubscriberRecord | undefined>;
  /** Stores one staff entry; undefined when the address is already on the list. */
  addConfirmed(entry: StaffEntry, now: Date): Promise<SubscriberRecord | undefined>;
  statusOf(emailKey: string): Promise<SubscriberStatus | undefined>;
  /** The status of each address already on the list, by lowercased address. */
  statusesOf(emailKeys: string[]): Promise<Map<string, SubscriberStatus>>;
  /** Stores staff entries in batches; returns the addresses (lowercased) another request stored meanwhile, left as they are. */
  storeImported(entries: StaffEntry[], now?: Date): Promise<Set<string>>;
}

/** Addresses looked up per query and stored per write when importing. */
const BATCH = 500;

function toRecord(doc: SubscriberDoc): SubscriberRecord {
  return {
    id: String(doc._id),
    email: doc.email,
    emailKey: doc.emailKey,
    status: doc.status,
    nonce: doc.nonce ?? null,
    pendingSince: doc.pendingSince ?? null,
    confirmedAt: doc.confirmedAt ?? null,
    consentIp: doc.consentIp ?? null,
    consentUserAgent: doc.consentUserAgent ?? null,
    unsubscribedAt: doc.unsubscribedAt ?? null,
    source: doc.source ?? 'signup',
    consentNote: doc.consentNote ?? null,
    createdAt: doc.createdAt,
  };
}

const maybe = (doc: SubscriberDoc | null) => (doc ? toRecord(doc) : undefined);

const staffRow = (entry: StaffEntry, now: Date) => ({
  email: entry.email,
  emailKey: entry.email.toLowerCase(),
  status: 'confirmed' as const,
  confirmedAt: now,
  source: entry.source,
  consentNote: entry.consentNote,
  addedBy: entry.addedBy,
});

/** See {@link SubscriberRepository.storeImported}. */
export async function storeImported(entries: StaffEntry[], now = new Date()): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = entries.slice(i, i + BATCH).map((entry) => staffRow(entry, now));
    try {
      await Subscriber.insertMany(batch, { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { index?: number; err?: { index?: number; code?: number }; code?: number }[] }).writeErrors;
      if (!Array.isArray(writeErrors)) throw error;
      for (const writeError of writeErrors) {
        const index = writeError.index ?? writeError.err?.index;
        if (!isDuplicateKey(writeError.err ?? writeError) || index === undefined) throw error;
        taken.add(batch[index]!.emailKey);
      }
    }
  }
  return taken;
}

/** The subscribers in Mongoose; an id that is not an ObjectId finds nothing. */
export function createSubscriberRepository(): SubscriberRepository {
  return {
    async addPending(email, signup) {
      try {
        return toRecord((await Subscriber.create({ email, emailKey: email.toLowerCase(), status: 'pending', ...signup })).toObject());
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return undefined;
      }
    },

    async restartSignup(emailKey, signup) {
      const doc = await Subscriber.findOneAndUpdate(
        { emailKey, status: { $in: ['pending', 'unsubscribed'] } },
        { $set: { ...signup, status: 'pending', unsubscribedAt: null } },
        { returnDocument: 'after', lean: true },
      );
      return maybe(doc);
    },

    async findById(id) {
      return isValidObjectId(id) ? maybe(await Subscriber.findById(id).lean()) : undefined;
    },

    async confirmPending(id, nonce, consent) {
      if (!isValidObjectId(id)) return false;
      // The nonce in the filter makes the link single-use even when it is followed twice at once.
      const done = await Subscriber.findOneAndUpdate(
        { _id: id, nonce, status: 'pending' },
        { $set: { status: 'confirmed', source: 'signup', nonce: null, pendingSince: null, confirmedAt: consent.at, consentIp: consent.ip, consentUserAgent: consent.userAgent } },
        { returnDocument: 'after', lean: true },
      );
      return done !== null;
    },

    async renewPending(id, nonce, now) {
      if (!isValidObjectId(id)) return undefined;
      return maybe(await Subscriber.findOneAndUpdate({ _id: id, status: 'pending' }, { $set: { nonce, pendingSince: now } }, { returnDocument: 'after', lean: true }));
    },

    async unsubscribe(id, now) {
      if (!isValidObjectId(id)) return false;
      const doc = await Subscriber.findOneAndUpdate(
        { _id: id, status: { $ne: 'unsubscribed' } },
        { $set: { status: 'unsubscribed', nonce: null, pendingSince: null, unsubscribedAt: now } },
        { lean: true },
      );
      return doc !== null || (await Subscriber.exists({ _id: id })) !== null;
    },

    async erasePendingBefore(before) {
      return (await Subscriber.deleteMany({ status: 'pending', pendingSince: { $lt: before } })).deletedCount;
    },

    async list({ emailContains, status, sort, skip, limit }) {
      const where: Record<string, unknown> = {};
      if (emailContains !== undefined) where.emailKey = new RegExp(emailContains);
      if (status !== undefined) where.status = status;
      const order = 'email' in sort ? { emailKey: sort.email!, _id: sort._id! } : sort;
      const [rows, total] = await Promise.all([Subscriber.find(where).sort(order).skip(skip).limit(limit).lean(), Subscriber.countDocuments(where)]);
      return { rows: rows.map(toRecord), total };
    },

    async confirmedByConsent() {
      return (await Subscriber.find({ status: 'confirmed' }).sort({ confirmedAt: 1, _id: 1 }).lean()).map(toRecord);
    },

    async *confirmedRecipients() {
      for await (const row of Subscriber.find({ status: 'confirmed' }, { _id: 1, email: 1 }).sort({ _id: 1 }).lean().cursor()) {
        yield { id: String(row._id), email: row.email };
      }
    },

    async mailState(id) {
      if (!isValidObjectId(id)) return undefined;
      const doc = await Subscriber.findById(id, { status: 1, email: 1 }).lean();
      return doc ? { status: doc.status, email: doc.email } : undefined;
    },

    async remove(id) {
      if (!isValidObjectId(id)) return undefined;
      const doc = await Subscriber.findById(id).lean();
      if (!doc) return undefined;
      await Subscriber.deleteOne({ _id: doc._id });
      return toRecord(doc);
    },

    async addConfirmed(entry, now) {
      try {
        return toRecord((await Subscriber.create(staffRow(entry, now))).toObject());
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return undefined;
      }
    },

    async statusOf(emailKey) {
      return (await Subscriber.findOne({ emailKey }, { status: 1 }).lean())?.status;
    },

    async statusesOf(keys) {
      const found = new Map<string, SubscriberStatus>();
      for (let i = 0; i < keys.length; i += BATCH) {
        const rows = await Subscriber.find({ emailKey: { $in: keys.slice(i, i + BATCH) } }, { emailKey: 1, status: 1 }).lean();
        for (const row of rows) found.set(row.emailKey, row.status);
      }
      return found;
    },

    storeImported,
  };
}
