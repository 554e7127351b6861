import type { Request } from 'express';
import type { Services } from './compose.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';

/** What the running app shares, kept on `app.locals`: its settings and the services built once at start-up. */
export interface AppContext extends Services {
  config: Config;
  logger: Logger;
}

export function appContext(req: Request): AppContext {
  return req.app.locals.context as AppContext;
}
