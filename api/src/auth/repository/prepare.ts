import { LoginAttempt } from './attemptModel.ts';
import { Session } from './sessionModel.ts';

/** How often ended sessions and old sign-in counts are removed where the database has no TTL indexes. */
const PURGE_EVERY_MS = 10 * 60 * 1000;
/** The server's answer to an index option it does not implement. */
const NOT_IMPLEMENTED = 238;

/** Ended sessions and sign-in counts whose window is over; reads ignore them anyway. */
export async function purgeEnded(now = new Date()): Promise<void> {
  await Promise.all([Session.deleteMany({ expiresAt: { $lte: now } }), LoginAttempt.deleteMany({ resetAt: { $lte: now } })]);
}

/**
 * The TTL indexes that remove ended sessions and old sign-in counts. FerretDB v1 implements no
 * TTL index: there a timer removes them instead.
 */
export async function prepareAuthCollections(onPurgeError: (error: unknown) => void = () => {}): Promise<void> {
  try {
    await Promise.all([Session.createIndexes(), LoginAttempt.createIndexes()]);
  } catch (error) {
    if ((error as { code?: number }).code !== NOT_IMPLEMENTED) throw error;
    setInterval(() => purgeEnded().catch(onPurgeError), PURGE_EVERY_MS).unref();
  }
}
