import type { ActivityService } from '../activity/service.ts';
import type { Config } from '../config.ts';
import { createTwoFactorPolicyRepository } from './repository/policyRepository.ts';
import { createTwoFactorRepository } from './repository/twoFactorRepository.ts';
import { createSecretBox } from './secretBox.ts';
import { createTwoFactorService, type TwoFactorServiceDeps } from './service.ts';

/** The two-factor service over its repository; secrets are sealed with a key from the session secret. */
export function composeTwoFactor(config: Config, { findUser, activity, policyTtlMs, endOtherSessions }: Pick<TwoFactorServiceDeps, 'findUser' | 'policyTtlMs' | 'endOtherSessions'> & { activity: ActivityService }) {
  return createTwoFactorService({ repository: createTwoFactorRepository(), policy: createTwoFactorPolicyRepository(), policyTtlMs, box: createSecretBox(config.sessionSecret), findUser, issuer: new URL(config.siteUrl).hostname, activity, endOtherSessions });
}
