import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startFerretDbProcess, type Supervision } from './ferretdb.ts';

export type Engine = 'external' | 'ferretdb' | 'mongodb-memory-server';

export interface RunningDatabase {
  /** Connection string without a database name; add one per app or per test file. */
  uri: string;
  engine: Engine;
  stop(): Promise<void>;
  /** Only for a database process this server started: what to do when it dies (see ferretdb.ts). */
  supervise?(supervision: Supervision): void;
}

/** The log calls the launcher makes (a pino logger fits); `error` falls back to `warn`. */
export interface LauncherLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error?(details: object, message: string): void;
}

export interface LaunchOptions {
  mongodbUri?: string;
  dataDir: string;
  logger: LauncherLogger;
  /** Path of the FerretDB binary built by `make tools`. */
  ferretdbBin?: string;
}

export const DEFAULT_FERRETDB_BIN = path.resolve(import.meta.dirname, '../../../.tools/bin/ferretdb');

/**
 * Picks the database the API talks to: MONGODB_URI when set; else FerretDB (SQLite files
 * under dataDir/db) when its binary has been built; else mongodb-memory-server.
 */
export async function startDatabase(options: LaunchOptions): Promise<RunningDatabase> {
  const { logger } = options;
  if (options.mongodbUri) {
    logger.info({ engine: 'external' }, 'using the database at MONGODB_URI');
    return { uri: options.mongodbUri, engine: 'external', stop: async () => {} };
  }
  const bin = options.ferretdbBin ?? process.env.FERRETDB_BIN ?? DEFAULT_FERRETDB_BIN;
  if (existsSync(bin)) {
    return startFerretDb(bin, options.dataDir, logger);
  }
  logger.warn({ missing: bin }, 'FerretDB is not built (run `make tools`); falling back to mongodb-memory-server');
  return startMemoryServer(options.dataDir, logger);
}

async function startFerretDb(bin: string, dataDir: string, logger: LauncherLogger): Promise<RunningDatabase> {
  const ferretdb = await startFerretDbProcess(bin, dataDir, { info: (d, m) => logger.info(d, m), error: (d, m) => (logger.error ?? logger.warn).call(logger, d, m) });
  return { uri: ferretdb.uri, engine: 'ferretdb', stop: ferretdb.stop, supervise: ferretdb.supervise };
}

async function startMemoryServer(dataDir: string, logger: LauncherLogger): Promise<RunningDatabase> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = path.join(dataDir, 'mongod');
  mkdirSync(dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger' } });
  logger.info({ engine: 'mongodb-memory-server', dataDir: dbPath }, 'started mongodb-memory-server');
  return {
    uri: server.getUri(),
    engine: 'mongodb-memory-server',
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}
