import type { StartupSteps } from '../../db/prepare.ts';
import { storeDerivedText } from './migrateDerivedText.ts';
import { migrateNumericPostKeys } from './migrateKeys.ts';
import { plainOwnLinks } from './migrateOwnLinks.ts';
import { Post } from './model.ts';

/**
 * The posts' indexes; old numeric post ids moved to keys, text derived for posts stored without
 * it, then links to the site's own pages made plain.
 */
export const postStartup: StartupSteps = {
  indexes: () => Post.createIndexes(),
  migrations: [migrateNumericPostKeys, storeDerivedText, plainOwnLinks],
};
