import { LoginAttempt } from './attemptModel.ts';
import { Session } from './sessionModel.ts';

/** The TTL indexes that remove ended sessions and old sign-in counts. */
export async function prepareAuthCollections(): Promise<void> {
  await Promise.all([Session.createIndexes(), LoginAttempt.createIndexes()]);
}
