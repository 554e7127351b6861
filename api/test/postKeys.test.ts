import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/resources.ts';
import { Post } from '../src/posts/repository/model.ts';
import { postIdOf, postKey } from '../src/posts/repository/postKey.ts';
import { useTestDatabase } from './helpers/testDatabase.ts';

describe('post keys', () => {
  useTestDatabase();
  const logger = { info: () => {} };
  const stored = () => mongoose.connection.collection<{ _id: string | number; slug: string }>('posts');
  const post = (slug: string) => ({ title: slug, slug, content: '<p>x</p>', publishStatus: 'draft', version: 3, tagIds: [], categoryIds: [] });

  it('sort in the order of the ids they stand for', () => {
    const ids = [1, 9, 10, 99, 100, 12_345, Number.MAX_SAFE_INTEGER];
    const keys = ids.map(postKey);
    expect([...keys].sort()).toEqual(keys);
    expect(keys.map(postIdOf)).toEqual(ids);
  });

  it('replace the numeric ids of an older database at start, keeping every field', async () => {
    await stored().insertMany([
      { _id: 7, ...post('kept-seven') },
      { _id: 12, ...post('kept-twelve') },
    ]);
    // A post parked by a run that stopped midway: missing from posts, restored first.
    await mongoose.connection.collection<{ _id: string }>('posts_rekeying').insertOne({ _id: postKey(3), ...post('parked-three') });

    await prepareDatabase(logger, { seed: false });

    const posts = await Post.find().sort({ _id: 1 }).lean();
    expect(posts.map((p) => [postIdOf(p._id), p.slug, p.version])).toEqual([
      [3, 'parked-three', 3],
      [7, 'kept-seven', 3],
      [12, 'kept-twelve', 3],
    ]);
    expect(await mongoose.connection.collection('posts_rekeying').countDocuments()).toBe(0);
    // Once done, later starts do not look again.
    await stored().insertOne({ _id: 40, ...post('written-by-hand-later') });
    await prepareDatabase(logger, { seed: false });
    expect(await stored().countDocuments({ _id: 40 })).toBe(1);
  });
});
