import { createLoginLimiter } from './auth/rateLimit.ts';
import { SessionStore } from './auth/sessionStore.ts';
import type { Config } from './config.ts';
import { createCourtDatabaseStore } from './courts/databaseStore.ts';
import { createCourtEmbeddedStore } from './courts/embeddedStore.ts';
import type { Engine } from './db/launcher.ts';
import type { Logger } from './logger.ts';
import { createNewsletter } from './newsletter/service.ts';
import { createPreviewService } from './posts/previews/service.ts';
import { indexedPostRepository } from './posts/repository/indexedPostRepository.ts';
import { createPostRepository } from './posts/repository/postRepository.ts';
import { createRevisionService } from './posts/revisions/service.ts';
import { createPostService } from './posts/service.ts';
import { createTermLookup } from './taxonomy/termLookup.ts';

export interface CompositionOptions {
  config: Config;
  logger: Logger;
  engine: Engine;
}

/**
 * The composition root: every repository and service of the app, each built once with its
 * collaborators passed in. The only code outside db/ that knows which database engine runs:
 * the embedded FerretDB belongs to this process alone, so repositories whose queries it answers
 * slowly are wrapped in an in-memory index here.
 */
export function composeServices({ config, logger, engine }: CompositionOptions) {
  const embedded = engine === 'ferretdb';
  const terms = createTermLookup();
  const postRepository = embedded ? indexedPostRepository(createPostRepository()) : createPostRepository();
  const posts = createPostService({ repository: postRepository, terms });
  return {
    engine,
    terms,
    posts,
    postRevisions: createRevisionService({ repository: postRepository, terms, posts }),
    postPreviews: createPreviewService({ repository: postRepository, secret: config.sessionSecret, siteUrl: config.siteUrl }),
    courts: embedded ? createCourtEmbeddedStore() : createCourtDatabaseStore(),
    newsletter: createNewsletter(config, logger, engine),
    sessions: new SessionStore({ secret: config.sessionSecret, username: config.adminUsername, password: config.adminPassword, idleMs: config.sessionIdleMs }),
    loginLimiter: createLoginLimiter(config.loginWindowMs),
  };
}

export type Services = ReturnType<typeof composeServices>;
