import * as auth from './auth/handlers.ts';
import type { Services } from './compose.ts';
import * as courts from './courts/handlers.ts';
import * as health from './health/handlers.ts';
import type { HandlerGroups } from './http/operations.ts';
import * as newsletter from './newsletter/handlers.ts';
import { postHandlers } from './posts/handlers.ts';
import { previewHandlers } from './posts/previews/handlers.ts';
import { revisionHandlers } from './posts/revisions/handlers.ts';
import * as publicSite from './public/handlers.ts';
import * as categories from './taxonomy/categories.ts';
import * as tags from './taxonomy/tags.ts';
import * as uploads from './uploads/handlers.ts';

/**
 * Handlers by operationId group (`posts.list` is `createHandlers(services).posts.list`), each
 * resource's built over its service.
 */
export function createHandlers(services: Services): HandlerGroups {
  const posts = postHandlers(services.posts);
  const revisions = revisionHandlers(services.postRevisions);
  const previews = previewHandlers(services.postPreviews);
  return { health, auth, posts, categories, tags, uploads, public: publicSite, revisions, previews, courts, newsletter };
}
