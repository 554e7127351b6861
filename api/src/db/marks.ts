import mongoose from 'mongoose';
import { isDuplicateKey } from './duplicateKey.ts';

/** One-time start-up steps done on this database, by name, in the `meta` collection. */
const marks = () => mongoose.connection.collection<{ _id: string; at: Date }>('meta');

export async function isMarked(step: string): Promise<boolean> {
  return (await marks().findOne({ _id: step })) !== null;
}

/**
 * Marks `step` as taken; true only for the one caller that set the mark. The unique `_id` makes
 * this safe when several instances start on one database at the same moment.
 */
export async function claimMark(step: string): Promise<boolean> {
  try {
    await marks().insertOne({ _id: step, at: new Date() });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
