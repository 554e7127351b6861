import { isValidObjectId, Types } from 'mongoose';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import { Delivery, type DeliveryDoc, type DeliveryState } from './issueModel.ts';

export type { DeliveryState } from './issueModel.ts';

/** One recipient's copy of one issue (the outbox row that makes sending resumable). */
export interface DeliveryRecord {
  id: string;
  issueId: string;
  subscriberId: string;
  email: string;
  state: DeliveryState;
  attempts: number;
  messageId: string;
}

export interface DeliveryRepository {
  /** Copies claimed before `before` go back to pending (their process is gone). */
  takeBackClaims(before: Date, now: Date): Promise<void>;
  /**
   * Writes one pending row per recipient, each with the Message-ID `messageId` gives for its id.
   * Rows already there for the same issue and subscriber (written before a crash) are kept.
   */
  addPending(issueId: string, recipients: { id: string; email: string }[], now: Date, messageId: (deliveryId: string) => string): Promise<void>;
  count(issueId: string): Promise<number>;
  /** Ids of the issue's pending rows due by `now`, those due first first. */
  dueIds(issueId: string, now: Date): Promise<string[]>;
  /** The issue's pending or claimed row due first, if any is left. */
  nextOpen(issueId: string): Promise<{ state: DeliveryState; nextTryAt: Date } | undefined>;
  /** Claims a pending row with one atomic conditional write (safe with several writers). */
  claim(id: string, now: Date): Promise<DeliveryRecord | undefined>;
  /** Claims a pending row by a read and an id-only write: right only where this process is the database's one writer. */
  claimAlone(id: string, now: Date): Promise<DeliveryRecord | undefined>;
  markSkipped(id: string): Promise<void>;
  markSent(id: string, at: Date): Promise<void>;
  /** A refused copy: failed for good, or pending again from `nextTryAt`. */
  markRefused(id: string, refusal: { error: string; nextTryAt?: Date }): Promise<void>;
  /** State, address and last error of each of the issue's rows, in id order. */
  outcomes(issueId: string): Promise<{ state: DeliveryState; email: string; lastError: string | null }[]>;
  /** Past copies to an erased subscriber keep no address. */
  eraseAddress(subscriberId: string): Promise<void>;
}

const toRecord = (doc: DeliveryDoc): DeliveryRecord => ({
  id: String(doc._id),
  issueId: String(doc.issueId),
  subscriberId: String(doc.subscriberId),
  email: doc.email,
  state: doc.state,
  attempts: doc.attempts,
  messageId: doc.messageId,
});

const claimed = (now: Date) => ({ $set: { state: 'sending' as const, claimedAt: now }, $inc: { attempts: 1 } });

/**
 * The deliveries in Mongoose. Rows are claimed and written by id: the query shapes the embedded
 * FerretDB answers without reading the collection.
 */
export function createDeliveryRepository(): DeliveryRepository {
  return {
    async takeBackClaims(before, now) {
      await Delivery.updateMany({ state: 'sending', claimedAt: { $lt: before } }, { $set: { state: 'pending', claimedAt: null, nextTryAt: now } });
    },

    async addPending(issueId, recipients, now, messageId) {
      if (recipients.length === 0) return;
      const issue = new Types.ObjectId(issueId);
      const rows = recipients.map((recipient) => {
        const id = new Types.ObjectId();
        return { _id: id, issueId: issue, subscriberId: new Types.ObjectId(recipient.id), email: recipient.email, state: 'pending', attempts: 0, nextTryAt: now, messageId: messageId(id.toHexString()) };
      });
      // The unique (issue, subscriber) index refuses rows written before a crash again.
      await Delivery.insertMany(rows, { ordered: false }).catch((error: unknown) => {
        const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors;
        if (!(writeErrors ? writeErrors.every(isDuplicateKey) : isDuplicateKey(error))) throw error;
      });
    },

    count: (issueId) => Delivery.countDocuments({ issueId }),

    async dueIds(issueId, now) {
      const due = await Delivery.find({ issueId, state: 'pending', nextTryAt: { $lte: now } }, { _id: 1 }).sort({ nextTryAt: 1, _id: 1 }).lean();
      return due.map((row) => String(row._id));
    },

    async nextOpen(issueId) {
      const next = await Delivery.findOne({ issueId, state: { $in: ['pending', 'sending'] } }, { nextTryAt: 1, state: 1 }).sort({ nextTryAt: 1 }).lean();
      return next ? { state: next.state, nextTryAt: next.nextTryAt } : undefined;
    },

    async claim(id, now) {
      const row = await Delivery.findOneAndUpdate({ _id: id, state: 'pending' }, claimed(now), { returnDocument: 'after', lean: true });
      return row ? toRecord(row) : undefined;
    },

    async claimAlone(id, now) {
      const row = await Delivery.findById(id).lean();
      if (row?.state !== 'pending') return undefined;
      await Delivery.updateOne({ _id: id }, claimed(now));
      return toRecord({ ...row, state: 'sending', attempts: row.attempts + 1 });
    },

    async markSkipped(id) {
      await Delivery.updateOne({ _id: id }, { $set: { state: 'skipped', claimedAt: null } });
    },

    async markSent(id, at) {
      await Delivery.updateOne({ _id: id }, { $set: { state: 'sent', sentAt: at, claimedAt: null } });
    },

    async markRefused(id, { error, nextTryAt }) {
      await Delivery.updateOne({ _id: id }, { $set: { state: nextTryAt ? 'pending' : 'failed', claimedAt: null, lastError: error, ...(nextTryAt ? { nextTryAt } : {}) } });
    },

    async outcomes(issueId) {
      const rows = await Delivery.find({ issueId }, { state: 1, email: 1, lastError: 1 }).sort({ _id: 1 }).lean();
      return rows.map(({ state, email, lastError }) => ({ state, email, lastError: lastError ?? null }));
    },

    async eraseAddress(subscriberId) {
      if (!isValidObjectId(subscriberId)) return;
      await Delivery.updateMany({ subscriberId }, { $set: { email: 'erased' } });
    },
  };
}
