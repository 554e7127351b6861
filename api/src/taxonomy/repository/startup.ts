import type { StartupSteps } from '../../db/prepare.ts';
import { Category, Tag } from './model.ts';

export const termStartup: StartupSteps = {
  indexes: () => Promise.all([Category.createIndexes(), Tag.createIndexes()]),
};
