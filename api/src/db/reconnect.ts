import mongoose from 'mongoose';
import type { Logger } from '../logger.ts';
import { connectionLive, markDatabaseProcess } from './availability.ts';
import type { Supervision } from './ferretdb.ts';

const RECONNECT_TIMEOUT_MS = 10_000;

/** Resolves once Mongoose's connection is live again; asks the driver to look now instead of at its next heartbeat. */
async function reconnected(): Promise<void> {
  const deadline = Date.now() + RECONNECT_TIMEOUT_MS;
  await mongoose.connection.db!.admin().ping({ timeoutMS: RECONNECT_TIMEOUT_MS });
  while (!connectionLive()) {
    if (Date.now() > deadline) throw new Error(`the connection did not come back within ${RECONNECT_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The server's answer to its database process dying: refuse database requests at once while it
 * restarts, take them again once the connection is back, and exit non-zero when it cannot come back
 * (a live process with a dead database helps nobody; the process supervisor starts a fresh one).
 */
export function databaseSupervision(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): Supervision {
  return {
    down: () => markDatabaseProcess('down'),
    up: async () => {
      await reconnected();
      markDatabaseProcess('up');
    },
    giveUp: (error) => {
      logger.fatal({ err: error }, 'the database keeps failing: exiting so that the process supervisor restarts the server');
      exit(1);
    },
  };
}
