import { TwoFactor, type PendingLoginDoc, type TwoFactorDoc } from './model.ts';

/** One account's two-factor state in domain terms: `_id` becomes `userId`. */
export type TwoFactorRecord = Omit<TwoFactorDoc, '_id'> & { userId: number };
export type PendingLogin = PendingLoginDoc;

export interface TwoFactorRepository {
  get(userId: number): Promise<TwoFactorRecord | null>;
  /** Keeps a secret awaiting confirmation (creates the record if needed). */
  setPendingSecret(userId: number, secret: string): Promise<void>;
  /** Makes the pending secret the active one with new backup codes; false when no setup was pending. */
  enable(userId: number, fields: { secret: string; lastStep: number; backupCodes: string[] }): Promise<boolean>;
  /** Turns two-factor off for the account (removes its record); false when there was none. */
  remove(userId: number): Promise<boolean>;
  /** Records `step` as used, only if it is later than the last one used; false for a replay. */
  claimStep(userId: number, step: number): Promise<boolean>;
  /** Uses up one backup code; false when it is not (or no longer) among the unused ones. */
  useBackupCode(userId: number, hash: string): Promise<boolean>;
  setPendingLogin(userId: number, pending: PendingLogin | null): Promise<void>;
  /** Sets the wrong-code count (and when it starts over). */
  setFailures(userId: number, failures: number, resetAt: Date | null): Promise<void>;
}

function toRecord({ _id, secret, pendingSecret, lastStep, backupCodes, pendingLogin, failures, failuresResetAt }: TwoFactorDoc): TwoFactorRecord {
  const pending = pendingLogin?.hash ? { hash: pendingLogin.hash, credential: pendingLogin.credential, expiresAt: pendingLogin.expiresAt } : null;
  return { userId: _id, secret, pendingSecret, lastStep: lastStep ?? 0, backupCodes: backupCodes ?? [], pendingLogin: pending, failures: failures ?? 0, failuresResetAt: failuresResetAt ?? null };
}

/**
 * Two-factor state in Mongoose, read and written by `_id` only. Replay and backup-code use are
 * single conditional updates, so two requests with the same code cannot both succeed.
 */
export function createTwoFactorRepository(): TwoFactorRepository {
  return {
    get: async (userId) => {
      const doc = await TwoFactor.findById(userId).lean<TwoFactorDoc>();
      return doc ? toRecord(doc) : null;
    },
    async setPendingSecret(userId, secret) {
      await TwoFactor.updateOne({ _id: userId }, { $set: { pendingSecret: secret } }, { upsert: true });
    },
    async enable(userId, { secret, lastStep, backupCodes }) {
      const { modifiedCount } = await TwoFactor.updateOne(
        { _id: userId, pendingSecret: { $ne: null } },
        { $set: { secret, pendingSecret: null, lastStep, backupCodes, failures: 0, failuresResetAt: null } },
      );
      return modifiedCount === 1;
    },
    remove: async (userId) => (await TwoFactor.deleteOne({ _id: userId })).deletedCount === 1,
    claimStep: async (userId, step) => (await TwoFactor.updateOne({ _id: userId, lastStep: { $lt: step } }, { $set: { lastStep: step } })).modifiedCount === 1,
    useBackupCode: async (userId, hash) => (await TwoFactor.updateOne({ _id: userId, backupCodes: hash }, { $pull: { backupCodes: hash } })).modifiedCount === 1,
    async setPendingLogin(userId, pending) {
      await TwoFactor.updateOne({ _id: userId }, { $set: { pendingLogin: pending } });
    },
    async setFailures(userId, failures, resetAt) {
      await TwoFactor.updateOne({ _id: userId }, { $set: { failures, failuresResetAt: resetAt } });
    },
  };
}
