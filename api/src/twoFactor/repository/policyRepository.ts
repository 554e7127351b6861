import { TwoFactorPolicy, type TwoFactorPolicyDoc } from './policyModel.ts';

const SITE = 'site';

/** Whether the site requires two-factor of all staff (false until an admin says so). */
export interface TwoFactorPolicyRepository {
  required(): Promise<boolean>;
  setRequired(required: boolean): Promise<void>;
}

export function createTwoFactorPolicyRepository(): TwoFactorPolicyRepository {
  return {
    required: async () => (await TwoFactorPolicy.findById(SITE).lean<TwoFactorPolicyDoc>())?.required === true,
    async setRequired(required) {
      await TwoFactorPolicy.updateOne({ _id: SITE }, { $set: { required } }, { upsert: true });
    },
  };
}
