import type { Request, RequestHandler } from 'express';
import type { Config } from '../config.ts';
import type { Engine } from '../db/launcher.ts';
import type { Logger } from '../logger.ts';
import type { PostStore } from '../posts/store.ts';

/** What handlers need from the running app, kept on `app.locals`. */
export interface AppContext {
  config: Config;
  logger: Logger;
  dbEngine: Engine;
  /** Every read and write of posts (the store for dbEngine, chosen at start-up). */
  posts: PostStore;
  /** Counts failed sign-ins per address over `config.loginWindowMs`. */
  loginLimiter: RequestHandler;
}

export function appContext(req: Request): AppContext {
  return req.app.locals.context as AppContext;
}
