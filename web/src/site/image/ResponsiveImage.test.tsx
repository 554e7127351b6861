import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage.tsx';

const info = {
  width: 2400,
  height: 1600,
  variants: [
    { width: 480 as const, url: '/api/uploads/abc-480.webp', type: 'image/webp' as const },
    { width: 960 as const, url: '/api/uploads/abc-960.webp', type: 'image/webp' as const },
    { width: 1600 as const, url: '/api/uploads/abc-1600.webp', type: 'image/webp' as const },
  ],
};

const attributes = (img: HTMLElement) => Object.fromEntries([...img.attributes].map((a) => [a.name, a.value]));

describe('ResponsiveImage', () => {
  it('offers every variant and the original in srcset, with width and height, lazily by default', () => {
    render(<ResponsiveImage src="/api/uploads/abc.jpg" alt="A dink over the net" info={info} sizes="(max-width: 700px) 100vw, 700px" />);
    const img = screen.getByRole('img', { name: 'A dink over the net' });
    expect(attributes(img)).toMatchObject({
      src: '/api/uploads/abc.jpg',
      srcset: '/api/uploads/abc-480.webp 480w, /api/uploads/abc-960.webp 960w, /api/uploads/abc-1600.webp 1600w, /api/uploads/abc.jpg 2400w',
      sizes: '(max-width: 700px) 100vw, 700px',
      width: '2400',
      height: '1600',
      loading: 'lazy',
    });
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads a priority image at once and first', () => {
    render(<ResponsiveImage src="/api/uploads/abc.jpg" alt="Featured" info={info} priority />);
    const img = screen.getByRole('img', { name: 'Featured' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('sizes the image to the viewport up to its own width when the layout does not say', () => {
    render(<ResponsiveImage src="/api/uploads/abc.jpg" alt="Court" info={{ ...info, width: 1000, height: 500, variants: info.variants.slice(0, 2) }} />);
    const img = screen.getByRole('img', { name: 'Court' });
    expect(img.getAttribute('sizes')).toBe('(max-width: 1000px) 100vw, 1000px');
    expect(img.getAttribute('srcset')).toBe('/api/uploads/abc-480.webp 480w, /api/uploads/abc-960.webp 960w, /api/uploads/abc.jpg 1000w');
  });

  it('lists a width once when the original is as wide as a variant', () => {
    render(<ResponsiveImage src="/api/uploads/abc.png" alt="Paddle" info={{ width: 960, height: 640, variants: info.variants.slice(0, 2) }} />);
    expect(screen.getByRole('img', { name: 'Paddle' }).getAttribute('srcset')).toBe('/api/uploads/abc-480.webp 480w, /api/uploads/abc-960.webp 960w');
  });

  it('gives a small image its size but no srcset', () => {
    render(<ResponsiveImage src="/api/uploads/icon.png" alt="Icon" info={{ width: 300, height: 200, variants: [] }} />);
    const img = screen.getByRole('img', { name: 'Icon' });
    expect(attributes(img)).toMatchObject({ width: '300', height: '200', loading: 'lazy' });
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('falls back to a plain img without size when nothing is known of the image', () => {
    render(<ResponsiveImage src="https://example.com/photo.jpg" alt="Elsewhere" className="cover" />);
    const img = screen.getByRole('img', { name: 'Elsewhere' });
    expect(attributes(img)).toMatchObject({ src: 'https://example.com/photo.jpg', loading: 'lazy', class: 'cover' });
    for (const name of ['srcset', 'sizes', 'width', 'height']) expect(img.hasAttribute(name)).toBe(false);
  });
});
