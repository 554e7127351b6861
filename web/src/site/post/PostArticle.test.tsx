import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostArticle } from './PostArticle.tsx';

describe('PostArticle', () => {
  it('shows the title, subtitle, date, image with alt, terms and the HTML content', () => {
    render(
      <PostArticle
        post={{
          title: 'The Kitchen Explained',
          subtitle: 'Why you cannot volley there',
          publishDate: '2024-03-02T12:00:00.000Z',
          featuredImage: '/api/uploads/kitchen.png',
          featuredImageAlt: 'Players at the kitchen line',
          content: '<h2>The rule</h2><p>No <strong>volleys</strong> in the zone.</p>',
          categories: [{ id: 1, name: 'Rules' }],
          tags: [{ id: 2, name: 'kitchen' }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Kitchen Explained');
    expect(screen.getByText('Why you cannot volley there')).toBeTruthy();
    expect(screen.getByText('March 2, 2024').tagName).toBe('TIME');
    expect(screen.getByRole('img', { name: 'Players at the kitchen line' }).getAttribute('src')).toBe('/api/uploads/kitchen.png');
    expect(within(screen.getByRole('list', { name: 'Categories' })).getByText('Rules')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('#kitchen')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The rule' })).toBeTruthy();
    expect(screen.getByText('volleys').tagName).toBe('STRONG');
  });

  it('names its author under the title', () => {
    render(<PostArticle post={{ title: 'Dinks', content: '<p>Body</p>', author: { name: 'Penny Lane' } }} />);
    expect(screen.getByText(/^By/).textContent).toBe('By Penny Lane');
  });

  it('leaves out what the post does not have', () => {
    render(<PostArticle post={{ title: 'Draft', content: '<p>Body</p>' }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/Published/)).toBeNull();
    expect(screen.queryByText(/^By/)).toBeNull();
  });
});
