import mongoose from 'mongoose';
import { isDuplicateKey } from '../../db/duplicateKey.ts';

interface Claim {
  _id: string;
  at: Date;
}

/** A claim older than this was left by an instance that stopped between claiming and saving. */
const ABANDONED_AFTER_MS = 30_000;

const claims = () => mongoose.connection.collection<Claim>('post_save_claims');

/**
 * Runs `save` only for the first caller, on any instance, to claim saving post `key` from `version`
 * (false for the others): a unique `_id` insert decides, because FerretDB v1 checks an update's
 * `{ _id, version }` filter and writes in two steps, so simultaneous saves from one version could all win.
 * The claim goes once the save is written; a later save from that version then fails its filter.
 */
export async function withSaveClaim<T>(key: string, version: number, save: () => Promise<T>): Promise<T | false> {
  const id = `${key}@${version}`;
  if (!(await claim(id))) return false;
  try {
    return await save();
  } finally {
    await claims().deleteOne({ _id: id });
  }
}

async function claim(id: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await claims().insertOne({ _id: id, at: new Date() });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const held = await claims().findOne({ _id: id });
    if (!held) continue;
    if (Date.now() - held.at.getTime() < ABANDONED_AFTER_MS) return false;
    await claims().deleteOne({ _id: id, at: held.at });
  }
  return false;
}
