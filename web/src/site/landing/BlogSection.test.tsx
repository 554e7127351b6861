import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mockApi.ts';
import { renderWithRouter } from '../testing/renderWithRouter.tsx';
import { BlogSection } from './BlogSection.tsx';

const post = (id: number, title: string) => ({
  id,
  title,
  subtitle: '',
  slug: `post-${id}`,
  excerpt: `Excerpt of ${title}`,
  publishDate: '2024-01-05T12:00:00.000Z',
  featuredImage: '',
  featuredImageAlt: '',
  readingMinutes: 3,
  categories: [{ id: 1, name: 'Technique', slug: 'technique' }],
});

const page = (items: unknown[]) => ({ items, page: 1, pageSize: 3, total: items.length, totalPages: 1 });

async function cards() {
  const section = document.getElementById('blog')!;
  await within(section).findAllByRole('article');
  return within(section).getAllByRole('article');
}

describe('BlogSection', () => {

  it('asks for the three newest public posts and shows them as linked cards', async () => {
    const api = await mockApi({
      'public.listPosts': () => ({
        status: 200,
        body: page([post(3, 'Newest'), post(2, 'Middle'), post(1, 'Oldest')]),
      }),
    });
    await renderWithRouter(<BlogSection title="From the Blog" more={{ label: 'View All Articles', href: '/blog' }} />);
    const shown = await cards();
    expect(shown.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(within(shown[0]!).getByRole('link', { name: 'Newest' }).getAttribute('href')).toBe('/blog/post-3');
    expect(shown[0]!.textContent).toContain('January 5, 2024');
    expect(shown[0]!.textContent).toContain('3 min read');
    expect(within(shown[0]!).getByRole('link', { name: 'Technique' }).getAttribute('href')).toBe('/blog/category/technique');
    expect(api.calls[0]).toMatchObject({ operationId: 'public.listPosts', path: '/api/public/posts' });
    expect(screen.getByRole('link', { name: 'View All Articles' }).getAttribute('href')).toBe('/blog');
  });

  it.each([
    ['there are no public posts', { status: 200, body: page([]) }],
    ['the call fails', { status: 500, body: { type: 'about:blank', title: 'Error', status: 500, detail: 'down' } }],
  ])('shows the three sample cards when %s', async (_label, answer) => {
    await mockApi({ 'public.listPosts': () => answer });
    await renderWithRouter(<BlogSection title="From the Blog" more={{ label: 'View All Articles', href: '/blog' }} />);
    const shown = await cards();
    expect(shown).toHaveLength(3);
    expect(shown.map((card) => card.querySelector('.blog-card__category')!.textContent)).toEqual([
      'Technique',
      'Equipment',
      'Community',
    ]);
    expect(shown[0]!.textContent).toContain('May 15, 2023');
    expect(shown[0]!.textContent).toMatch(/By \w+/);
  });
});
