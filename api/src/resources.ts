import { activityModule } from './activity/module.ts';
import { analyticsModule } from './analytics/module.ts';
import { commentsModule } from './comments/module.ts';
import { courtsModule } from './courts/module.ts';
import { eventsModule } from './events/module.ts';
import { gearModule } from './gear/module.ts';
import { homepageModule } from './homepage/module.ts';
import { runStartupSteps } from './db/prepare.ts';
import type { ResourceModule } from './http/resourceModule.ts';
import { fieldRules } from './http/validatorErrors.ts';
import type { Logger } from './logger.ts';
import { membersModule } from './members/module.ts';
import { navigationModule } from './navigation/module.ts';
import { newsletterModule } from './newsletter/module.ts';
import { portabilityModule } from './portability/module.ts';
import { postsModule } from './posts/module.ts';
import { seedModule } from './seed/module.ts';
import { settingsModule } from './settings/module.ts';
import { staticPagesModule } from './staticPages/module.ts';
import { taxonomyModule } from './taxonomy/module.ts';
import { usersModule } from './users/module.ts';
import { webhooksModule } from './webhooks/module.ts';

/**
 * Every resource's registration (its `module.ts`), handed from here to the shared floors: http/
 * gets the field texts and lists, db/ the start-up steps. A new resource adds one line.
 */
export const RESOURCES: readonly ResourceModule[] = [
  postsModule,
  taxonomyModule,
  staticPagesModule,
  courtsModule,
  gearModule,
  eventsModule,
  newsletterModule,
  membersModule,
  commentsModule,
  activityModule,
  usersModule,
  settingsModule,
  navigationModule,
  homepageModule,
  analyticsModule,
  webhooksModule,
  portabilityModule,
  // Last: sample content is stored once every index and migration is in place.
  seedModule,
];

/** The texts the error handler gives body fields the contract's validator refuses. */
export const FIELD_RULES = fieldRules(RESOURCES);

/**
 * Builds the indexes, runs the migrations, then seeds sample content on first start with an empty
 * database (unless `seed` is false). Safe when several instances start on one database at once.
 */
export function prepareDatabase(logger: Pick<Logger, 'info'>, options: { seed?: boolean } = {}): Promise<void> {
  return runStartupSteps(logger, RESOURCES.flatMap((resource) => resource.startup ?? []), options);
}
