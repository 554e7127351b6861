import mongoose, { Schema } from 'mongoose';

interface Counter {
  _id: string;
  seq: number;
}

const Counter = mongoose.model<Counter>('Counter', new Schema<Counter>({ _id: String, seq: Number }, { versionKey: false }));

/**
 * The next integer id of a collection. `$inc` on one document is atomic, so concurrent
 * creates never share an id (and FerretDB needs no transaction for it).
 */
export async function nextId(collection: string): Promise<number> {
  const counter = await Counter.findOneAndUpdate({ _id: collection }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after', lean: true });
  return counter!.seq;
}
