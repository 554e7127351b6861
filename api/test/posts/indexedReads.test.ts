import { beforeAll, describe, expect, it } from 'vitest';
import { indexedPostRepository } from '../../src/posts/repository/indexedPostRepository.ts';
import { Post } from '../../src/posts/repository/model.ts';
import { createPostRepository, type PostRepository } from '../../src/posts/repository/postRepository.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const POSTS = 100;
const BLANK = { subtitle: '', metaDescription: '', featuredImage: '', featuredImageAlt: '', canonicalUrl: '', ogTitle: '', ogDescription: '', ogImage: '' };

/** The database repository, counting how many posts it is asked for at the same time. */
function counting(inner: PostRepository) {
  let open = 0;
  const seen = { most: 0, gets: 0 };
  const repository: PostRepository = {
    ...inner,
    async get(id) {
      open += 1;
      seen.gets += 1;
      seen.most = Math.max(seen.most, open);
      try {
        return await inner.get(id);
      } finally {
        open -= 1;
      }
    },
  };
  return { repository, seen };
}

describe('the embedded post index reading whole posts', () => {
  useTestDatabase();
  const inner = createPostRepository();
  const day = Date.parse('2026-05-01T09:00:00Z');

  beforeAll(async () => {
    await Post.createIndexes();
    for (let n = 1; n <= POSTS; n += 1) {
      await inner.create({ ...BLANK, title: `Third-shot drop, lesson ${n}`, slug: `third-shot-drop-${n}`, content: '<p>Soft into the kitchen.</p>', publishStatus: 'published', publishDate: new Date(day + n * 60_000), tagIds: [], categoryIds: [], authorId: null });
    }
  });

  it('asks the database for a few posts at a time, so a feed of every post leaves room for other reads', async () => {
    const { repository, seen } = counting(inner);
    const feed = await indexedPostRepository(repository).publicFeed(1_000, new Date(day + (POSTS + 1) * 60_000));
    expect(feed.map((post) => post.slug)).toEqual(Array.from({ length: POSTS }, (_, i) => `third-shot-drop-${POSTS - i}`));
    expect(seen.gets).toBe(POSTS);
    expect(seen.most).toBeGreaterThan(1);
    expect(seen.most).toBeLessThanOrEqual(32);
  });

  it('lists the posts when warmed: later pages come from memory, not from the database', async () => {
    const index = indexedPostRepository(inner);
    await index.warm?.();
    // Removed behind the index's back (this file's last test): only rows read at warm-up can still count them.
    await Post.deleteMany({});
    const page = await index.publicPage({ skip: 0, limit: 3, now: new Date(day + (POSTS + 1) * 60_000) });
    expect(page.total).toBe(POSTS);
  });
});
