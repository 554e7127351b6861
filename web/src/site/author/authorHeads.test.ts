import { describe, expect, it } from 'vitest';
import type { PublicPost } from '../../../../codegen/orval/schemas/publicPost.ts';
import { listHead, postHead } from '../seo/pageHeads.ts';

const SITE = 'https://p.example';
const penny = { name: 'Penny Lane', slug: 'penny', avatar: '/api/uploads/0123456789abcdef01234567.jpg' };

describe("an author's page head", () => {
  it('is titled by the author, paged under /blog/author/{slug}, with their Person', () => {
    const head = listHead({ items: [], page: 2, pageSize: 10, total: 30, totalPages: 3, author: { ...penny, bio: 'Coach.' } }, SITE);
    expect(head.title).toBe('Penny Lane, page 2 of 3 | Pickleball Hub');
    expect(head.description).toBe('Coach.');
    expect(head.canonical).toBe(`${SITE}/blog/author/penny?page=2`);
    expect(head.prev).toBe(`${SITE}/blog/author/penny`);
    expect(head.jsonLd).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Penny Lane',
      url: `${SITE}/blog/author/penny`,
      image: `${SITE}/api/uploads/0123456789abcdef01234567.jpg`,
      description: 'Coach.',
    });
  });

  it('says who the author is when they wrote no bio', () => {
    const head = listHead({ items: [], page: 1, pageSize: 10, total: 1, totalPages: 1, author: { name: 'Abe', slug: 'abe', bio: '' } }, SITE);
    expect(head.description).toBe('Every Pickleball Hub article by Abe, newest first.');
  });
});

describe('BlogPosting.author', () => {
  const post = (author?: typeof penny) =>
    ({ id: 1, title: 'Dinks', subtitle: '', slug: 'dinks', excerpt: 'Soft.', publishDate: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', featuredImage: '', featuredImageAlt: '', readingMinutes: 1, categories: [], tags: [], related: [], content: '', metaDescription: '', canonicalUrl: '', ogTitle: '', ogDescription: '', ogImage: '', ...(author ? { author } : {}) }) as PublicPost;
  const article = (head: ReturnType<typeof postHead>) => head.jsonLd.find((item) => (item as { '@type'?: string })['@type'] === 'BlogPosting') as { author: unknown };

  it("is the post's author as a Person with their page", () => {
    expect(article(postHead(post(penny), SITE)).author).toEqual({ '@type': 'Person', name: 'Penny Lane', url: `${SITE}/blog/author/penny`, image: `${SITE}/api/uploads/0123456789abcdef01234567.jpg` });
  });

  it('is the site when the post has no author', () => {
    expect(article(postHead(post(), SITE)).author).toMatchObject({ '@type': 'Organization' });
  });
});
