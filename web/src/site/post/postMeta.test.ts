import { describe, expect, it } from 'vitest';
import type { PublicPost } from '../../../../codegen/orval/schemas/publicPost.ts';
import { postMeta } from './postMeta.ts';

const base: PublicPost = {
  id: 1,
  title: 'Title',
  subtitle: '',
  slug: 'a-post',
  excerpt: 'Excerpt',
  publishDate: '2024-01-01T00:00:00.000Z',
  featuredImage: '/api/uploads/a.png',
  featuredImageAlt: '',
  categories: [],
  content: '<p>x</p>',
  metaDescription: '',
  updatedAt: '2024-01-01T00:00:00.000Z',
  canonicalUrl: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  tags: [],
};

describe('postMeta', () => {
  it('falls back to the title, excerpt, featured image and the post URL', () => {
    expect(postMeta(base, 'https://site.example')).toEqual({
      title: 'Title | Pickleball Hub',
      description: 'Excerpt',
      canonicalUrl: 'https://site.example/blog/a-post',
      ogTitle: 'Title',
      ogDescription: 'Excerpt',
      ogImage: 'https://site.example/api/uploads/a.png',
      ogUrl: 'https://site.example/blog/a-post',
    });
  });

  it('prefers the SEO fields when the post has them', () => {
    const meta = postMeta(
      { ...base, metaDescription: 'Meta', ogTitle: 'OG', ogDescription: 'OG desc', ogImage: 'https://cdn.example/og.png', canonicalUrl: 'https://other.example/p' },
      'https://site.example',
    );
    expect(meta).toMatchObject({ description: 'Meta', ogTitle: 'OG', ogDescription: 'OG desc', ogImage: 'https://cdn.example/og.png', canonicalUrl: 'https://other.example/p' });
  });
});
