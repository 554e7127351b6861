import type { StartupSteps } from '../../db/prepare.ts';
import { Comment } from './model.ts';

export const commentsStartup: StartupSteps = {
  indexes: () => Comment.createIndexes(),
};
