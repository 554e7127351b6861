import { randomBytes } from 'node:crypto';
import { AnalyticsSalt } from './model.ts';

/** Daily random salts, shared by every instance on the database. */
export interface SaltRepository {
  /** The day's salt, made (random, 32 bytes) by whichever instance asks first. */
  saltOf(day: string): Promise<string>;
  /** Deletes the salts of days before `day`. */
  dropBefore(day: string): Promise<void>;
}

const DUPLICATE_KEY = 11000;

export function createSaltRepository(): SaltRepository {
  return {
    async saltOf(day) {
      const found = await AnalyticsSalt.findById(day).lean();
      if (found) return found.salt;
      try {
        const salt = randomBytes(32).toString('base64');
        await AnalyticsSalt.create({ _id: day, salt });
        return salt;
      } catch (error) {
        // Another instance made it first: use that one.
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
        const made = await AnalyticsSalt.findById(day).lean();
        if (!made) throw error;
        return made.salt;
      }
    },
    async dropBefore(day) {
      await AnalyticsSalt.deleteMany({ _id: { $lt: day } });
    },
  };
}
