/**
 * Posts keep their API id (an integer) in `_id` as a zero-padded decimal string. FerretDB v1
 * over SQLite sends a filter of exactly `{ _id: <string or ObjectId> }` to SQLite's index and
 * reads every document for anything else, numbers included: measured at 10,000 posts, finding
 * one post by a numeric `_id` took 240-1,500 ms, by a string `_id` under 40 ms. The padding keeps
 * `_id` order equal to numeric order, which sorts and tie-breaks rely on. 16 digits hold every
 * safe integer.
 */
const WIDTH = 16;

export function postKey(id: number): string {
  return String(id).padStart(WIDTH, '0');
}

export function postIdOf(key: string): number {
  return Number(key);
}
