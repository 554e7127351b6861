import { COMMENT_MESSAGES } from '../../../common/comments.ts';
import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { commentsStartup } from './repository/startup.ts';

export const COMMENT_LISTS = {
  'comments.list': { sortable: ['createdAt'], filters: ['status'] },
} as const satisfies Record<string, ListFields>;

/** What comments register with the shared floors (see http/resourceModule.ts). */
export const commentsModule: ResourceModule = {
  name: 'comments',
  lists: COMMENT_LISTS,
  fieldTexts: {
    text: { required: COMMENT_MESSAGES.bodyRequired, minLength: COMMENT_MESSAGES.bodyRequired, maxLength: COMMENT_MESSAGES.bodyRequired, pattern: COMMENT_MESSAGES.bodyRequired },
  },
  startup: commentsStartup,
};
