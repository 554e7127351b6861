import { authHandlers } from './auth/handlers.ts';
import type { Services } from './compose.ts';
import * as courts from './courts/handlers.ts';
import { healthHandlers } from './health/handlers.ts';
import type { HandlerGroups } from './http/operations.ts';
import { newsletterHandlers } from './newsletter/handlers.ts';
import * as posts from './posts/handlers.ts';
import * as previews from './posts/previews/handlers.ts';
import * as revisions from './posts/revisions/handlers.ts';
import * as publicSite from './public/handlers.ts';
import * as categories from './taxonomy/categories.ts';
import * as tags from './taxonomy/tags.ts';
import { uploadHandlers } from './uploads/handlers.ts';

/**
 * Handlers by operationId group (`posts.list` is `createHandlers(services).posts.list`), each
 * resource's built over its service.
 */
export function createHandlers(services: Services): HandlerGroups {
  const newsletter = newsletterHandlers({ ...services.newsletter, signupLimiter: services.signupLimiter });
  const uploads = uploadHandlers(services.uploads);
  const auth = authHandlers(services);
  const health = healthHandlers(services);
  return { health, auth, posts, categories, tags, uploads, public: publicSite, revisions, previews, courts, newsletter };
}
