import * as auth from './auth/handlers.ts';
import * as health from './health/handlers.ts';
import type { HandlerGroups } from './http/operations.ts';

/** Handlers by operationId group: `posts.list` is `handlers.posts.list`. */
export const handlers: HandlerGroups = { health, auth };
