import { mayHaveBeenApplied, WriteUndone } from './failures.ts';

/** How long a write in doubt waits for the database to come back so that it can be undone. */
const UNDO_DEADLINE_MS = 20_000;
const UNDO_RETRY_MS = 200;

/**
 * Runs `undo` until the database takes it: a write that will be answered with an error must not
 * stay stored. The database may be restarting, so this waits for it (at most UNDO_DEADLINE_MS);
 * past that the write stays in doubt, and the error says so.
 */
export async function undoWrite(undo: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + UNDO_DEADLINE_MS;
  for (;;) {
    try {
      await undo();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error('a write in doubt could not be undone', { cause: error });
      await new Promise((resolve) => setTimeout(resolve, UNDO_RETRY_MS));
    }
  }
}

/**
 * Runs `write`; when the connection broke after it may have reached the database, undoes it
 * (`undo` must be harmless if the write never landed) before passing the error on.
 */
export async function writeOrUndo<T>(write: () => Promise<T>, undo: () => Promise<unknown>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!mayHaveBeenApplied(error)) throw error;
    await undoWrite(undo);
    throw new WriteUndone(error);
  }
}
