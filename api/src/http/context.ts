import type { Request, RequestHandler } from 'express';
import type { SessionStore } from '../auth/sessionStore.ts';
import type { Config } from '../config.ts';
import type { Engine } from '../db/launcher.ts';
import type { Logger } from '../logger.ts';
import type { Newsletter } from '../newsletter/service.ts';
import type { PostStore } from '../posts/store.ts';
import type { CourtStore } from '../courts/store.ts';

/** What handlers need from the running app, kept on `app.locals`. */
export interface AppContext {
  config: Config;
  logger: Logger;
  dbEngine: Engine;
  /** Every read and write of posts (the store for dbEngine, chosen at start-up). */
  posts: PostStore;
  /** Counts failed sign-ins per address and per account over `config.loginWindowMs`. */
  loginLimiter: RequestHandler;
  /** Server-side admin sessions (logout, idle and password-change revocation). */
  sessions: SessionStore;
  /** Every read and write of courts (the store for dbEngine). */
  courts: CourtStore;
  /** Newsletter links, mail and the sign-up limit. */
  newsletter: Newsletter;
}

export function appContext(req: Request): AppContext {
  return req.app.locals.context as AppContext;
}
