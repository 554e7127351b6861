import { setImmediate as nextTurn } from 'node:timers/promises';
import mongoose from 'mongoose';

const { EJSON } = mongoose.mongo.BSON;

/** Documents written between two turns of the event loop. */
const SLICE = 500;

/**
 * The documents as relaxed Extended JSON, exactly as `EJSON.stringify(docs, undefined, 1)` writes
 * them, but a slice at a time: exporting a big collection leaves the server answering between slices.
 */
export async function collectionText(docs: readonly unknown[]): Promise<string> {
  if (docs.length === 0) return '[]\n';
  const parts: string[] = [];
  for (let at = 0; at < docs.length; at += SLICE) {
    if (at > 0) await nextTurn();
    // An element of the array sits one space in: every line of its own text moves by one.
    for (const doc of docs.slice(at, at + SLICE)) parts.push(EJSON.stringify(doc, undefined, 1, { relaxed: true }).replace(/^/gm, ' '));
  }
  return `[\n${parts.join(',\n')}\n]\n`;
}
