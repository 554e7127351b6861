import mongoose from 'mongoose';

/** Seconds a client is told to wait (Retry-After) while the database restarts or reconnects. */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

/** Set by the launcher while the embedded database process is down or restarting. */
let processDown = false;
/**
 * Whether the driver holds a live connection, from Mongoose's connection events. Not
 * `readyState`, which also reads "disconnected" whenever two heartbeats were late, as they are
 * after the event loop was busy for a few seconds.
 */
let linked = false;
let watching = false;

export function markDatabaseProcess(state: 'down' | 'up'): void {
  processDown = state === 'down';
}

/** Follows the default connection's state; call once it is connected. */
export function watchConnection(): void {
  linked = mongoose.connection.readyState === mongoose.ConnectionStates.connected;
  if (watching) return;
  watching = true;
  mongoose.connection.on('connected', () => (linked = true));
  mongoose.connection.on('reconnected', () => (linked = true));
  mongoose.connection.on('disconnected', () => (linked = false));
}

export function connectionLive(): boolean {
  return linked;
}

/** Up only when the database process runs and the driver holds a live connection to it. */
export function databaseState(): 'up' | 'down' {
  return !processDown && linked ? 'up' : 'down';
}
