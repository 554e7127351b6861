import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import mongoose from 'mongoose';
import { afterAll, inject } from 'vitest';
import { createApp } from '../../src/app.ts';
import type { AppContext } from '../../src/context.ts';
import { createHttpServer } from '../../src/http/serverLimits.ts';
import { createLogger } from '../../src/logger.ts';
import { requestListener } from '../../src/requestListener.ts';
import { prepareDatabase } from '../../src/resources.ts';
import { testConfig } from '../helpers/testApp.ts';

/**
 * Starts second instances of the app in a test file, each on the database as it is then, and
 * closes them after the file. `newSite()` first empties the database and seeds the sample content,
 * as a new site starts. `serveSite` also serves the built web app (run `make build` first); `env`
 * changes the test configuration (another SESSION_SECRET: another server).
 */
export function useFreshApps({ serveSite = false, env = {} as Record<string, string> } = {}) {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  async function startApp(): Promise<{ url: string }> {
    const logger = createLogger('silent');
    const app = createApp({ config: testConfig(env), logger, dbEngine: inject('dbEngine'), serveSite });
    await (app.locals.context as AppContext).users.ensureOwner();
    const server = await new Promise<Server>((resolve) => {
      const s = createHttpServer(requestListener(app, logger)).listen(0, '127.0.0.1', () => resolve(s));
    });
    servers.push(server);
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  async function newSite(): Promise<{ url: string }> {
    // Each collection, not the database: FerretDB's SQLite backend deletes a dropped database's file,
    // and a late write of the running app (its activity log, a delivery) racing that deletion fails
    // with "disk I/O error" where a dropped collection is simply made again.
    const collections = await mongoose.connection.db!.collections();
    for (const collection of collections) await collection.drop();
    await prepareDatabase(createLogger('silent'), { seed: true });
    return startApp();
  }

  return { startApp, newSite };
}
