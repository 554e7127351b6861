import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicHomePage } from '../../../../codegen/orval/schemas/index.ts';
import { mockApi } from '../../../test/mockApi.ts';
import { renderWithRouter } from '../testing/renderWithRouter.tsx';
import { HomeSections } from './HomeSections.tsx';

const variants = (base: string) => ([480, 960, 1600] as const).map((width) => ({ width, url: `${base}-${width}.webp`, type: 'image/webp' as const }));

const page = (images: PublicHomePage['images']): PublicHomePage => ({
  sections: [
    { kind: 'hero', anchor: 'hero', hidden: false, heading: 'Welcome', image: { src: '/hero-court.jpg', alt: 'A court at dusk' } },
    { kind: 'text', anchor: 'about', hidden: false, heading: 'About', image: { src: '/api/uploads/club.jpg', alt: 'Club night' } },
  ],
  timeZone: 'America/Chicago',
  upcoming: [],
  images,
});

const attributes = (img: HTMLElement, names: string[]) => Object.fromEntries(names.map((name) => [name, img.getAttribute(name)]));
const NAMES = ['src', 'srcset', 'sizes', 'width', 'height', 'loading', 'fetchpriority'];

describe('HomeSections images', () => {
  it("draws the hero from its variants at the screen's width, first in line, and a section's image lazily", async () => {
    await mockApi();
    await renderWithRouter(<HomeSections page={page({ '/hero-court.jpg': { width: 1600, height: 900, variants: variants('/hero-court') }, '/api/uploads/club.jpg': { width: 1200, height: 800, variants: variants('/api/uploads/club').slice(0, 2) } })} />);
    expect(attributes(screen.getByRole('img', { name: 'A court at dusk' }), NAMES)).toEqual({
      src: '/hero-court.jpg',
      srcset: '/hero-court-480.webp 480w, /hero-court-960.webp 960w, /hero-court-1600.webp 1600w',
      sizes: '100vw',
      width: '1600',
      height: '900',
      loading: 'eager',
      fetchpriority: 'high',
    });
    expect(attributes(screen.getByRole('img', { name: 'Club night' }), NAMES)).toEqual({
      src: '/api/uploads/club.jpg',
      srcset: '/api/uploads/club-480.webp 480w, /api/uploads/club-960.webp 960w, /api/uploads/club.jpg 1200w',
      sizes: '(max-width: 1200px) 100vw, 1200px',
      width: '1200',
      height: '800',
      loading: 'lazy',
      fetchpriority: null,
    });
  });

  it('draws an image without known variants as it is, the hero still first in line', async () => {
    await mockApi();
    await renderWithRouter(<HomeSections page={page({})} />);
    const hero = screen.getByRole('img', { name: 'A court at dusk' });
    expect(attributes(hero, ['src', 'srcset', 'loading', 'fetchpriority'])).toEqual({ src: '/hero-court.jpg', srcset: null, loading: 'eager', fetchpriority: 'high' });
    expect(screen.getByRole('img', { name: 'Club night' }).getAttribute('srcset')).toBeNull();
  });
});
