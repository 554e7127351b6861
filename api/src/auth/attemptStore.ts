import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import { serialized } from '../db/serialize.ts';
import { LoginAttempt } from './attemptModel.ts';

/**
 * express-rate-limit store keeping counts in the database, so every API instance on it shares
 * them. A count's window starts at its first failure and is never extended by later attempts,
 * so a block ends at most one window after it began. Records are read and written by `_id`
 * only (what FerretDB finds without a scan); a TTL index removes them after their window.
 * The read and the write of one key are ordered in this process (FerretDB v1 has no atomic
 * conditional update); across instances on MongoDB, `$inc` is atomic.
 */
export class DatabaseAttemptStore implements Store {
  windowMs = 60_000;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const doc = await LoginAttempt.findById(this.prefix + key).lean();
    if (!doc || doc.resetAt.getTime() <= Date.now()) return undefined;
    return { totalHits: doc.count, resetTime: doc.resetAt };
  }

  increment(key: string): Promise<IncrementResponse> {
    const id = this.prefix + key;
    return serialized(`login-attempts:${id}`, async () => {
      const now = Date.now();
      const doc = await LoginAttempt.findById(id).lean();
      if (!doc || doc.resetAt.getTime() <= now) {
        const resetAt = new Date(now + this.windowMs);
        await LoginAttempt.replaceOne({ _id: id }, { count: 1, resetAt }, { upsert: true });
        return { totalHits: 1, resetTime: resetAt };
      }
      const updated = await LoginAttempt.findOneAndUpdate({ _id: id }, { $inc: { count: 1 } }, { returnDocument: 'after' }).lean();
      return { totalHits: updated?.count ?? doc.count + 1, resetTime: doc.resetAt };
    });
  }

  decrement(key: string): Promise<void> {
    const id = this.prefix + key;
    return serialized(`login-attempts:${id}`, async () => {
      await LoginAttempt.updateOne({ _id: id }, { $inc: { count: -1 } });
    });
  }

  async resetKey(key: string): Promise<void> {
    await LoginAttempt.deleteOne({ _id: this.prefix + key });
  }
}
