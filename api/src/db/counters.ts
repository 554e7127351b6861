import mongoose, { Schema } from 'mongoose';
import { serialized } from './serialize.ts';
import { writeOrUndo } from './undo.ts';

interface Counter {
  _id: string;
  seq: number;
}

const Counter = mongoose.model<Counter>('Counter', new Schema<Counter>({ _id: String, seq: Number }, { versionKey: false }));

/**
 * The next integer id of a collection. On MongoDB `$inc` is atomic; FerretDB v1 may hand the same
 * number to two concurrent callers: draws are taken one at a time in this process, and inserts
 * go through `insertWithNewId`, which relies only on the unique `_id` index.
 */
export function nextId(collection: string): Promise<number> {
  return serialized(`counter:${collection}`, () => draw(collection));
}

async function draw(collection: string): Promise<number> {
  try {
    return await increment(collection);
  } catch (error) {
    // Two first-ever upserts can race to insert the counter; the loser retries as a plain update.
    if ((error as { code?: number }).code !== 11000) throw error;
    return increment(collection);
  }
}

async function increment(collection: string): Promise<number> {
  const counter = await Counter.findOneAndUpdate({ _id: collection }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after', lean: true });
  return counter!.seq;
}

/**
 * Takes `count` consecutive ids of a collection in one counter update, under the same
 * in-process lock as `nextId` (FerretDB's `$inc` is not atomic across callers); returns the first.
 */
export async function reserveIds(collection: string, count: number): Promise<number> {
  const counter = await serialized(`counter:${collection}`, () => Counter.findOneAndUpdate({ _id: collection }, { $inc: { seq: count } }, { upsert: true, returnDocument: 'after', lean: true }));
  return counter!.seq - count + 1;
}

/**
 * Inserts with a newly drawn id, drawing again when a concurrent insert took that id. On a
 * duplicate-key error, `onDuplicate` runs first: it throws when the clash is a real one (a slug
 * in use); when it returns, the clash was on the id and another is drawn. FerretDB's error does
 * not name the index, hence the callback. An insert cut off by a lost connection is removed again
 * with `undo` (which must match only the document `insert` wrote) before the error goes on.
 */
export async function insertWithNewId<T>(collection: string, insert: (id: number) => Promise<T>, onDuplicate: () => Promise<void>, undo: (id: number) => Promise<unknown>): Promise<T> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const id = await nextId(collection);
    try {
      return await writeOrUndo(() => insert(id), () => undo(id));
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      await onDuplicate();
    }
  }
  throw new Error(`could not draw a free id for ${collection}`);
}
