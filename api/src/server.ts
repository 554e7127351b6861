import type { Server } from 'node:http';
import { startActivityPurge } from './activity/jobs.ts';
import { createApp } from './app.ts';
import { prepareAuthCollections } from './auth/repository/prepare.ts';
import { readConfig } from './config.ts';
import { connectMongoose, disconnectMongoose } from './db/connect.ts';
import { requestListener } from './requestListener.ts';
import type { AppContext } from './context.ts';
import { createHttpServer } from './http/serverLimits.ts';
import { startDatabase } from './db/launcher.ts';
import { startCommentDigest } from './comments/digest.ts';
import { databaseSupervision } from './db/reconnect.ts';
import { createLogger } from './logger.ts';
import { startNewsletterJobs } from './newsletter/start.ts';
import { startBackups } from './portability/backups.ts';

const DB_NAME = 'pickleball';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const database = await startDatabase({ mongodbUri: config.mongodbUri, dataDir: config.dataDir, logger });
  await connectMongoose(database.uri, DB_NAME);
  database.supervise?.(databaseSupervision(logger));
  const { prepareDatabase } = await import('./resources.ts');
  await prepareDatabase(logger);
  await prepareAuthCollections((error) => logger.warn({ err: error }, 'could not remove ended sessions'));

  const app = createApp({ config, logger, dbEngine: database.engine });
  // Upgrade in place: the env admin is the owner, and posts from before staff accounts are theirs.
  await (app.locals.context as AppContext).users.ensureOwner();
  await (app.locals.context as AppContext).warmIndexes();
  startNewsletterJobs(app, logger);
  startActivityPurge((app.locals.context as AppContext).activity, logger);
  startCommentDigest((app.locals.context as AppContext).commentDigest, logger, config.commentDigestIntervalMs);
  if (database.engine === 'ferretdb') startBackups((app.locals.context as AppContext).backups, logger, config.backupIntervalMs);
  (app.locals.context as AppContext).search.warm().catch((error: unknown) => logger.warn({ err: error }, 'could not build the search index at start'));
  (app.locals.context as AppContext).comments.warm().catch((error: unknown) => logger.warn({ err: error }, "could not read the members' comment histories at start"));
  // Express's compiled TRUST_PROXY: the proxies it names carry many visitors' connections.
  const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const server: Server = createHttpServer(requestListener(app, logger), {}, { uncapped: (address) => trusted(address, 0) }).listen(config.port, () => {
    logger.info({ port: config.port, engine: database.engine, production: config.production }, `listening on http://localhost:${config.port}`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await (app.locals.context as AppContext).newsletter.afterAnswer.settled();
    await (app.locals.context as AppContext).analytics.stop();
    await disconnectMongoose();
    await database.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
