import type { StartupSteps } from '../../db/prepare.ts';
import { Comment, CommentAddressBlock, CommentReport } from './model.ts';

export const commentsStartup: StartupSteps = {
  indexes: () => Promise.all([Comment.createIndexes(), CommentReport.createIndexes(), CommentAddressBlock.createIndexes()]),
};
