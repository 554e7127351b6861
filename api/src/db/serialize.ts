const tails = new Map<string, Promise<void>>();

/**
 * Runs `work` after every earlier call with the same key has settled, so a read-check-write on one
 * record cannot interleave with another in this process. Enough where this process is the only
 * writer (the embedded FerretDB checks an update's filter and writes in two steps).
 */
export async function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work);
  const tail = run.then(
    () => {},
    () => {},
  );
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
