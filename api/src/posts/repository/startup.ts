import type { StartupSteps } from '../../db/prepare.ts';
import { storeDerivedText } from './migrateDerivedText.ts';
import { migrateNumericPostKeys } from './migrateKeys.ts';
import { Post } from './model.ts';

/** The posts' indexes; old numeric post ids moved to keys, then text derived for posts stored without it. */
export const postStartup: StartupSteps = {
  indexes: () => Post.createIndexes(),
  migrations: [migrateNumericPostKeys, storeDerivedText],
};
