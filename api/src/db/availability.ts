import mongoose from 'mongoose';

/** Seconds a client is told to wait (Retry-After) while the database restarts or reconnects. */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

/** Set by the launcher while the embedded database process is down or restarting. */
let processDown = false;

export function markDatabaseProcess(state: 'down' | 'up'): void {
  processDown = state === 'down';
}

/** Up only when the database process runs and Mongoose holds a live connection to it. */
export function databaseState(): 'up' | 'down' {
  return !processDown && mongoose.connection.readyState === mongoose.ConnectionStates.connected ? 'up' : 'down';
}
