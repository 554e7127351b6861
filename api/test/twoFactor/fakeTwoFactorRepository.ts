import type { TwoFactorRecord, TwoFactorRepository } from '../../src/twoFactor/repository/twoFactorRepository.ts';

/** The two-factor repository in memory, for service tests. */
export function fakeTwoFactorRepository(): TwoFactorRepository & { records: Map<number, TwoFactorRecord> } {
  const records = new Map<number, TwoFactorRecord>();
  const blank = (userId: number): TwoFactorRecord => ({ userId, secret: null, pendingSecret: null, lastStep: 0, backupCodes: [], pendingLogin: null, failures: 0, failuresResetAt: null });
  const patch = (userId: number, changes: Partial<TwoFactorRecord>) => {
    const record = records.get(userId);
    if (record) records.set(userId, { ...record, ...changes });
  };
  return {
    records,
    get: async (userId) => (records.has(userId) ? structuredClone(records.get(userId)!) : null),
    async setPendingSecret(userId, secret) {
      records.set(userId, { ...(records.get(userId) ?? blank(userId)), pendingSecret: secret });
    },
    async enable(userId, fields) {
      if (!records.get(userId)?.pendingSecret) return false;
      patch(userId, { ...fields, pendingSecret: null, failures: 0, failuresResetAt: null });
      return true;
    },
    remove: async (userId) => records.delete(userId),
    async claimStep(userId, step) {
      const record = records.get(userId);
      if (!record || record.lastStep >= step) return false;
      record.lastStep = step;
      return true;
    },
    async useBackupCode(userId, hash) {
      const record = records.get(userId);
      if (!record?.backupCodes.includes(hash)) return false;
      record.backupCodes = record.backupCodes.filter((code) => code !== hash);
      return true;
    },
    async setPendingLogin(userId, pendingLogin) {
      patch(userId, { pendingLogin });
    },
    async setFailures(userId, failures, failuresResetAt) {
      patch(userId, { failures, failuresResetAt });
    },
  };
}
