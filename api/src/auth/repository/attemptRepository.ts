import { LoginAttempt } from './attemptModel.ts';

/** Failed sign-ins counted under one key until `resetAt`. */
export interface AttemptCount {
  count: number;
  resetAt: Date;
}

export interface AttemptRepository {
  get(key: string): Promise<AttemptCount | undefined>;
  /** Starts a new count of one, ending at `resetAt` (replacing an ended one). */
  start(key: string, resetAt: Date): Promise<void>;
  /** Adds one (atomically); the new count, or undefined when the record is gone. */
  increment(key: string): Promise<number | undefined>;
  decrement(key: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Sign-in counts in Mongoose, read and written by `_id` only (what FerretDB finds without a scan). */
export function createAttemptRepository(): AttemptRepository {
  return {
    async get(key) {
      const doc = await LoginAttempt.findById(key).lean();
      return doc ? { count: doc.count, resetAt: doc.resetAt } : undefined;
    },
    async start(key, resetAt) {
      await LoginAttempt.replaceOne({ _id: key }, { count: 1, resetAt }, { upsert: true });
    },
    async increment(key) {
      return (await LoginAttempt.findOneAndUpdate({ _id: key }, { $inc: { count: 1 } }, { returnDocument: 'after' }).lean())?.count;
    },
    async decrement(key) {
      await LoginAttempt.updateOne({ _id: key }, { $inc: { count: -1 } });
    },
    async remove(key) {
      await LoginAttempt.deleteOne({ _id: key });
    },
  };
}
