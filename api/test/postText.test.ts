import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { postsCreate, publicGetPost, publicListPosts } from '../../codegen/hey-api/sdk.gen.ts';
import { prepareDatabase } from '../src/resources.ts';
import { Post } from '../src/posts/repository/model.ts';
import { postKey } from '../src/posts/repository/postKey.ts';
import { useTestApp } from './helpers/testApp.ts';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

/** A published post as an older version of the API stored it: no excerpt text, no word count. */
const olderPost = (id: number, slug: string, content: string) => ({
  _id: postKey(id),
  title: slug,
  subtitle: '',
  slug,
  content,
  metaDescription: '',
  publishStatus: 'published',
  publishDate: new Date(Date.now() - 60_000 * id),
  featuredImage: '',
  featuredImageAlt: '',
  canonicalUrl: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  tagIds: [],
  categoryIds: [],
  version: 1,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('text derived from post content', () => {
  const app = useTestApp();
  const posts = () => mongoose.connection.collection('posts');

  it('is worked out at start for posts stored without it, and for any still missing it, when first read', async () => {
    await posts().insertOne(olderPost(901, 'stored-before', `<p>${words(700)}</p>`) as never);
    // A database from before: the start-up step has not run on it.
    await mongoose.connection.collection<{ _id: string }>('meta').deleteOne({ _id: 'post-derived-text' });
    await prepareDatabase({ info: () => undefined }, { seed: false });
    expect(await posts().findOne({ slug: 'stored-before' })).toMatchObject({ wordCount: 700, textStart: expect.stringMatching(/^word0 word1 /) });

    // Written by an older instance after that step: read all the same.
    await posts().insertOne(olderPost(902, 'written-later', `<h2>Serve</h2><p>${words(10)}</p>`) as never);
    const { data } = await publicListPosts({ client: app.anonymous, query: { page: 1, pageSize: 10 } });
    const cards = Object.fromEntries(data!.items.map((card) => [card.slug, card]));
    expect(cards['stored-before']).toMatchObject({ readingMinutes: 4, excerpt: expect.stringMatching(/^word0 word1 .*…$/) });
    expect(cards['stored-before']!.excerpt.length).toBeLessThanOrEqual(201);
    expect(cards['written-later']).toMatchObject({ readingMinutes: 1, excerpt: `Serve ${words(10)}` });
  });

  it('is stored when a post is saved, and public reads use what was stored instead of parsing the content', async () => {
    const { data } = await postsCreate({ client: app.admin, body: { title: 'Stored', slug: 'stored', content: `<h2>Third shot</h2><p>${words(460)}</p>`, publishStatus: 'published' } });
    const doc = await Post.findById(postKey(data!.id)).lean();
    expect(doc).toMatchObject({ wordCount: 462, textStart: expect.stringMatching(/^Third shot word0 /) });
    expect(doc!.textStart!.length).toBeLessThan(doc!.content.length);

    // Changed behind the API's back: what a read shows comes from these fields alone.
    await Post.updateOne({ _id: doc!._id }, { $set: { wordCount: 2300, textStart: 'Stored words only.' } });
    const { data: post } = await publicGetPost({ client: app.anonymous, path: { slug: 'stored' } });
    expect(post).toMatchObject({ readingMinutes: 10, excerpt: 'Stored words only.' });
    expect(await (await fetch(`${app.url}/rss.xml`)).text()).toContain('<description>Stored words only.</description>');
  });
});
