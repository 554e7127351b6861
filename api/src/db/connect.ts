import mongoose from 'mongoose';
import { connectionLive, watchConnection } from './availability.ts';
import { watchStorage } from './storage.ts';

export { databaseState } from './availability.ts';

/**
 * Connects the app's Mongoose instance to one database on the server at `uri`. While the
 * connection is lost, operations wait at most `bufferTimeoutMS` for it to come back, then fail
 * (answered 503), instead of queueing for Mongoose's default 10 s.
 */
export async function connectMongoose(uri: string, dbName: string): Promise<typeof mongoose> {
  mongoose.set('bufferTimeoutMS', 1_000);
  // FerretDB v1 has no multi-document transactions and answers retryable writes poorly.
  // A heartbeat every 2 s: a database that died while nothing was asked of it is noticed within 2 s.
  const connected = await mongoose.connect(uri, { dbName, retryWrites: false, serverSelectionTimeoutMS: 10_000, heartbeatFrequencyMS: 2_000, monitorCommands: true, autoIndex: true });
  const client = mongoose.connection.getClient();
  watchConnection();
  watchStorage(client);
  if (!lookingAfterLoss) {
    lookingAfterLoss = true;
    mongoose.connection.on('disconnected', () => void lookUntilBack(mongoose.connection.getClient()));
  }
  return connected;
}

/** Closes the app's connection (at shutdown, after the requests in flight are answered). */
export async function disconnectMongoose(): Promise<void> {
  await mongoose.disconnect();
}

const CLOSED = new Set(['MongoTopologyClosedError', 'MongoClientClosedError', 'MongoNotConnectedError']);
let lookingAfterLoss = false;
let looking = false;

/**
 * Once the connection is lost, requests are refused without reaching the driver, which would look
 * for the server again only at its next heartbeat: a ping makes it look every half second until the
 * server answers. Ends when the client is closed (shutdown, tests).
 */
async function lookUntilBack(client: mongoose.mongo.MongoClient): Promise<void> {
  if (looking) return;
  looking = true;
  try {
    while (mongoose.connection.getClient() === client && !connectionLive()) {
      try {
        await client.db('admin').command({ ping: 1 });
      } catch (error) {
        if (CLOSED.has((error as Error).name)) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    looking = false;
  }
}
