import { HttpProblem } from '../http/problem.ts';

/**
 * What is learnt about each upload, asked once for the life of the process (uploads never change).
 * `load` answers null, or throws the pipeline's problem (a file that does not decode), when there
 * is nothing to learn for good; undefined (not there yet) and other errors (the database) are
 * asked again next time.
 */
export function learntOnce<T>(load: (filename: string) => Promise<T | null | undefined>) {
  const known = new Map<string, Promise<T | null | undefined>>();
  return {
    get(filename: string): Promise<T | undefined> {
      let pending = known.get(filename);
      if (!pending) {
        pending = load(filename).catch((error: unknown) => {
          if (error instanceof HttpProblem) return null;
          throw error;
        });
        known.set(filename, pending);
        pending.then(
          (value) => value === undefined && known.delete(filename),
          () => known.delete(filename),
        );
      }
      return pending.then((value) => value ?? undefined);
    },
    remember(filename: string, value: T): void {
      known.set(filename, Promise.resolve(value));
    },
  };
}
