import mongoose from 'mongoose';
import { watchStorage } from './storage.ts';

export { databaseState } from './availability.ts';

/**
 * Connects the app's Mongoose instance to one database on the server at `uri`. While the
 * connection is lost, operations wait at most `bufferTimeoutMS` for it to come back, then fail
 * (answered 503), instead of queueing for Mongoose's default 10 s; the driver checks the server
 * every second, so a restarted database is found again within about a second.
 */
export async function connectMongoose(uri: string, dbName: string): Promise<typeof mongoose> {
  mongoose.set('bufferTimeoutMS', 1_000);
  // FerretDB v1 has no multi-document transactions and answers retryable writes poorly.
  const connected = await mongoose.connect(uri, {
    dbName,
    retryWrites: false,
    serverSelectionTimeoutMS: 10_000,
    heartbeatFrequencyMS: 1_000,
    monitorCommands: true,
    autoIndex: true,
  });
  watchStorage(mongoose.connection.getClient());
  return connected;
}
