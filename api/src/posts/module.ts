import { IMAGE_MESSAGES, SCHEDULE_MESSAGES } from '../../../common/messages.ts';
import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { postStartup } from './repository/startup.ts';
import { POST_MESSAGES } from './validate.ts';

export const POST_LISTS = {
  'posts.list': { sortable: ['id', 'title', 'slug', 'publishStatus', 'publishDate', 'createdAt', 'updatedAt'], filters: ['q', 'publishStatus', 'id', 'upcoming'] },
} as const satisfies Record<string, ListFields>;

/** Whether a text is empty once trimmed (undefined when it is not a text). */
const blank = (value: unknown) => (typeof value === 'string' ? value.trim() === '' : undefined);

/** What posts register with the shared floors (see http/resourceModule.ts). */
export const postsModule: ResourceModule = {
  name: 'posts',
  lists: POST_LISTS,
  fieldTexts: {
    publishDate: { pattern: POST_MESSAGES.badDate },
    featuredImage: { pattern: POST_MESSAGES.badLink },
    canonicalUrl: { pattern: POST_MESSAGES.badLink },
    ogImage: { pattern: POST_MESSAGES.badLink },
  },
  acrossFields: {
    PostInput: [
      {
        broken: (body) => body.publishStatus === 'scheduled' && !body.publishDate,
        errors: { publishDate: SCHEDULE_MESSAGES.needsDate },
      },
      {
        broken: (body) => ['published', 'scheduled'].includes(String(body.publishStatus)) && blank(body.featuredImage) === false && blank(body.featuredImageAlt) !== false,
        errors: { featuredImageAlt: IMAGE_MESSAGES.featuredImageAltRequired },
      },
    ],
  },
  startup: postStartup,
};
