import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForPort } from './ports.ts';

export type Engine = 'external' | 'ferretdb' | 'mongodb-memory-server';

export interface RunningDatabase {
  /** Connection string without a database name; add one per app or per test file. */
  uri: string;
  engine: Engine;
  stop(): Promise<void>;
}

/** The two log calls the launcher makes (a pino logger fits). */
export interface LauncherLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
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
  const dbDir = path.join(dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const port = await freePort();
  const child = spawn(bin, ['--handler=sqlite', `--sqlite-url=file:${dbDir}/`, `--listen-addr=127.0.0.1:${port}`, '--exit-on-stdin-close'], {
    // The open stdin pipe is FerretDB's lifeline: it exits when this process dies, however it dies.
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(port, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  logger.info({ engine: 'ferretdb', port, dataDir: dbDir }, 'started FerretDB (SQLite backend)');
  return { uri: `mongodb://127.0.0.1:${port}/`, engine: 'ferretdb', stop: () => stopChild(child, exited) };
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
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
