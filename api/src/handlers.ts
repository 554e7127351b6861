import * as auth from './auth/handlers.ts';
import type { Services } from './compose.ts';
import { courtHandlers } from './courts/handlers.ts';
import * as health from './health/handlers.ts';
import type { HandlerGroups } from './http/operations.ts';
import * as newsletter from './newsletter/handlers.ts';
import * as posts from './posts/handlers.ts';
import * as previews from './posts/previews/handlers.ts';
import * as revisions from './posts/revisions/handlers.ts';
import { publicHandlers } from './public/handlers.ts';
import { categoryHandlers, tagHandlers } from './taxonomy/handlers.ts';
import * as uploads from './uploads/handlers.ts';

/**
 * Handlers by operationId group (`posts.list` is `createHandlers(services).posts.list`), each
 * resource's built over its service.
 */
export function createHandlers(services: Services): HandlerGroups {
  return { health, auth, posts, categories: categoryHandlers(services.categories), tags: tagHandlers(services.tags), uploads, public: publicHandlers(services.publicReads), revisions, previews, courts: courtHandlers(services.courts), newsletter };
}
