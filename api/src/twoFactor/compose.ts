import type { ActivityService } from '../activity/service.ts';
import type { Config } from '../config.ts';
import { createTwoFactorRepository } from './repository/twoFactorRepository.ts';
import { createSecretBox } from './secretBox.ts';
import { createTwoFactorService, type TwoFactorServiceDeps } from './service.ts';

/** The two-factor service over its repository; secrets are sealed with a key from the session secret. */
export function composeTwoFactor(config: Config, { findUser, activity }: Pick<TwoFactorServiceDeps, 'findUser'> & { activity: ActivityService }) {
  return createTwoFactorService({ repository: createTwoFactorRepository(), box: createSecretBox(config.sessionSecret), findUser, issuer: new URL(config.siteUrl).hostname, activity });
}
