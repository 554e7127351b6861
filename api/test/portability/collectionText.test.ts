import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { collectionText } from '../../src/portability/repository/collectionText.ts';

const { EJSON } = mongoose.mongo.BSON;
const whole = (docs: unknown[]) => `${EJSON.stringify(docs, undefined, 1, { relaxed: true })}\n`;

describe('an exported collection written a slice at a time', () => {
  it('is the text EJSON writes for the whole array, across slices', async () => {
    const docs = Array.from({ length: 1_203 }, (_, i) => ({
      _id: new mongoose.Types.ObjectId(),
      title: `Dinking drill ${i}\nline two "quoted"`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))),
      tags: i % 2 ? [1, 2, { nested: [] }] : [],
      empty: {},
      bytes: new mongoose.mongo.Binary(Buffer.from([i % 256, 1, 2])),
    }));
    expect(await collectionText(docs)).toBe(whole(docs));
  });

  it('writes an empty collection as an empty array', async () => {
    expect(await collectionText([])).toBe(whole([]));
  });

  it('lets other work run between slices', async () => {
    let ranBetween = false;
    const writing = collectionText(Array.from({ length: 2_000 }, (_, i) => ({ i })));
    setImmediate(() => (ranBetween = true));
    await writing;
    expect(ranBetween).toBe(true);
  });
});
