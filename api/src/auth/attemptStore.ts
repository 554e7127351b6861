import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import { serialized } from '../db/serialize.ts';
import type { AttemptRepository } from './repository/attemptRepository.ts';

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

  constructor(
    readonly prefix: string,
    private readonly attempts: AttemptRepository,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const doc = await this.attempts.get(this.prefix + key);
    if (!doc || doc.resetAt.getTime() <= Date.now()) return undefined;
    return { totalHits: doc.count, resetTime: doc.resetAt };
  }

  increment(key: string): Promise<IncrementResponse> {
    const id = this.prefix + key;
    return serialized(`login-attempts:${id}`, async () => {
      const now = Date.now();
      const doc = await this.attempts.get(id);
      if (!doc || doc.resetAt.getTime() <= now) {
        const resetAt = new Date(now + this.windowMs);
        await this.attempts.start(id, resetAt);
        return { totalHits: 1, resetTime: resetAt };
      }
      const count = await this.attempts.increment(id);
      return { totalHits: count ?? doc.count + 1, resetTime: doc.resetAt };
    });
  }

  decrement(key: string): Promise<void> {
    const id = this.prefix + key;
    return serialized(`login-attempts:${id}`, async () => {
      await this.attempts.decrement(id);
    });
  }

  async resetKey(key: string): Promise<void> {
    await this.attempts.remove(this.prefix + key);
  }
}
