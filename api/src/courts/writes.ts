import mongoose from 'mongoose';
import { insertWithNewId } from '../db/counters.ts';
import { serialized } from '../db/serialize.ts';
import { invalidatePublicCache } from '../public/cache.ts';
import { Court, type CourtDoc, type CourtFields } from './model.ts';

const COLLECTION = 'courts';

/** Writes shared by both stores; each clears the public cache once it is done. */
export async function insertCourt(fields: CourtFields): Promise<CourtDoc> {
  // Courts have no unique field but `_id`: a duplicate key is always a taken id, so draw again.
  const doc = await insertWithNewId(
    COLLECTION,
    (id) => Court.create({ _id: id, ...fields }),
    async () => {},
    (id) => Court.deleteOne({ _id: id, name: fields.name, zip: fields.zip }),
  );
  invalidatePublicCache();
  return doc.toObject();
}

/**
 * Takes `count` consecutive ids in one counter update (the same counter `nextId` draws from, and
 * under the same in-process lock, since FerretDB's `$inc` is not atomic across callers).
 */
async function reserveIds(count: number): Promise<number> {
  const counters = mongoose.connection.collection<{ _id: string; seq: number }>('counters');
  const counter = await serialized(`counter:${COLLECTION}`, () =>
    counters.findOneAndUpdate({ _id: COLLECTION }, { $inc: { seq: count } }, { upsert: true, returnDocument: 'after' }),
  );
  return counter!.seq - count + 1;
}

/** Inserts every court; if the database fails part-way, the ones it took are removed again. */
export async function insertCourts(list: CourtFields[]): Promise<CourtDoc[]> {
  if (list.length === 0) return [];
  const first = await reserveIds(list.length);
  const docs = list.map((fields, index) => ({ _id: first + index, ...fields }));
  try {
    await Court.insertMany(docs, { ordered: true, lean: true });
  } catch (error) {
    await Court.deleteMany({ _id: { $gte: first, $lt: first + list.length } }).catch(() => {});
    throw error;
  } finally {
    invalidatePublicCache();
  }
  return docs.map((doc) => ({ ...doc }));
}

export async function updateCourt(id: number, fields: CourtFields): Promise<CourtDoc | null> {
  const doc = await Court.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', lean: true });
  invalidatePublicCache();
  return doc;
}

export async function deleteCourt(id: number): Promise<CourtDoc | null> {
  const doc = await Court.findByIdAndDelete(id, { lean: true });
  invalidatePublicCache();
  return doc;
}
