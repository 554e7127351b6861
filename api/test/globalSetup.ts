import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDatabase, type Engine } from '../src/db/launcher.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    dbEngine: Engine;
  }
}

/**
 * One database server for the whole run, in a throw-away directory; each test file gets its own
 * database. API_DB_MODE=external (set per project in vitest.config.ts) hands the apps the same
 * server as an external database, as MONGODB_URI would: the MongoDB code path runs against it.
 * TEST_MONGODB_URI points either mode at a server of your own.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pickleball-test-'));
  const logger = { info: (o: object, m: string) => console.log(m, o), warn: (o: object, m: string) => console.warn(m, o) };
  const database = await startDatabase({ mongodbUri: process.env.TEST_MONGODB_URI, dataDir, logger });
  const external = (project.config.env.API_DB_MODE ?? process.env.API_DB_MODE) === 'external';
  project.provide('mongoUri', database.uri);
  project.provide('dbEngine', external ? 'external' : database.engine);
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
