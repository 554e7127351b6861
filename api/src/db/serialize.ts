import type { Engine } from './launcher.ts';

const tails = new Map<string, Promise<void>>();

/** The embedded FerretDB belongs to this process alone: what `serialized` orders here is all there is. */
export function isSoleWriter(engine: Engine): boolean {
  return engine === 'ferretdb';
}

/**
 * Runs `work` after every earlier call with the same key has settled, so a read-check-write on one
 * record cannot interleave with another in this process. FerretDB v1 checks an update's filter and
 * writes in two steps (measured: 8 simultaneous `findOneAndUpdate({ _id, version })` all matched),
 * and the embedded FerretDB is owned by one API process, so ordering the steps here makes them
 * atomic. On MongoDB (MONGODB_URI, several instances) the filter is atomic on its own.
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
