import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/resources.ts';
import { Post } from '../src/posts/repository/model.ts';
import { Category, Tag } from '../src/taxonomy/repository/model.ts';
import { useTestDatabase } from './helpers/testDatabase.ts';

describe('first-start seed', () => {
  useTestDatabase();
  const logger = { info: () => {} };

  it('fills an empty database with sample categories, tags and posts of every status', async () => {
    await prepareDatabase(logger);
    expect(await Category.countDocuments()).toBeGreaterThanOrEqual(3);
    expect(await Tag.countDocuments()).toBeGreaterThanOrEqual(6);
    const posts = await Post.find().lean();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const statuses = new Set(posts.map((p) => p.publishStatus));
    expect(statuses).toEqual(new Set(['published', 'draft', 'scheduled']));
    expect(posts.some((p) => p.publishStatus === 'scheduled' && p.publishDate! > new Date())).toBe(true);
    for (const post of posts) {
      expect(post.content.length, post.slug).toBeGreaterThan(400);
      expect(post.metaDescription.length, post.slug).toBeLessThanOrEqual(160);
      expect(post.categoryIds.length, post.slug).toBeGreaterThan(0);
    }
  });

  it('does not seed again, even after the content was deleted', async () => {
    await Post.deleteMany({});
    await prepareDatabase(logger);
    expect(await Post.countDocuments()).toBe(0);
    expect(await mongoose.connection.collection('meta').countDocuments({ _id: 'seeded' as never })).toBe(1);
  });
});
