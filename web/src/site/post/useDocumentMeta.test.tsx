import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentMeta, type DocumentMeta } from './useDocumentMeta.ts';

const META: DocumentMeta = {
  title: 'Post | Pickleball Hub',
  description: 'About the post',
  canonicalUrl: 'https://example.com/blog/post',
  ogTitle: 'OG title',
  ogDescription: 'OG description',
  ogImage: 'https://example.com/image.png',
  ogUrl: 'https://example.com/blog/post',
};

function Page({ meta }: { meta: DocumentMeta }) {
  useDocumentMeta(meta);
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('useDocumentMeta', () => {
  it('sets the title, description, canonical link and Open Graph tags, and restores the page on unmount', () => {
    document.title = 'Pickleball Hub';
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'Site description';
    document.head.append(description);

    const view = render(<Page meta={META} />);
    expect(document.title).toBe('Post | Pickleball Hub');
    expect(content('meta[name="description"]')).toBe('About the post');
    expect(content('meta[property="og:title"]')).toBe('OG title');
    expect(content('meta[property="og:description"]')).toBe('OG description');
    expect(content('meta[property="og:image"]')).toBe('https://example.com/image.png');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.com/blog/post');

    view.unmount();
    expect(document.title).toBe('Pickleball Hub');
    expect(content('meta[name="description"]')).toBe('Site description');
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
