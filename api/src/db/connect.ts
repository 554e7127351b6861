import mongoose from 'mongoose';

/** Connects the app's Mongoose instance to one database on the server at `uri`. */
export async function connectMongoose(uri: string, dbName: string): Promise<typeof mongoose> {
  // FerretDB v1 has no multi-document transactions and answers retryable writes poorly.
  return mongoose.connect(uri, { dbName, retryWrites: false, serverSelectionTimeoutMS: 10_000, autoIndex: true });
}

export function databaseState(): 'up' | 'down' {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected ? 'up' : 'down';
}
