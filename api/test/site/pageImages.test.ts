import { beforeAll, describe, expect, it } from 'vitest';
import { postsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import { photo } from '../images/sharpImages.ts';
import { upload } from '../helpers/images.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage } from './pageHelpers.ts';

describe('featured images on the server-rendered pages', () => {
  const app = useTestApp({ serveSite: true });
  let url = '';

  beforeAll(async () => {
    const answer = await upload(app.url, app.cookie, [{ field: 'image', name: 'court.jpg', type: 'image/jpeg', bytes: await photo(2000, 1125) }]);
    expect(answer.status).toBe(201);
    url = String(answer.body.url);
    const created = await postsCreate({
      client: app.admin,
      body: { title: 'Court Surfaces Compared', slug: 'court-surfaces', content: '<p>Concrete, asphalt and cushioned acrylic.</p>', publishStatus: 'published', featuredImage: url, featuredImageAlt: 'An outdoor court at dusk' },
    });
    expect(created.response?.status).toBe(201);
  });

  it('gives the article image its size, every variant in srcset and the first place in line', async () => {
    const { doc } = await fetchPage(`${app.url}/blog/court-surfaces`);
    const image = doc.querySelector('article img.post__image')!;
    expect(image.getAttribute('alt')).toBe('An outdoor court at dusk');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['2000', '1125']);
    const base = url.replace(/\.jpg$/, '');
    expect(image.getAttribute('srcset')).toBe(`${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w, ${url} 2000w`);
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('loading')).toBe('eager');
    // React asks the browser for the same image from <head>, before anything else is parsed.
    expect(doc.head.querySelector(`link[rel="preload"][as="image"][imagesrcset*="-960.webp"]`)).not.toBeNull();
  });

  it('gives the cards of a list the same size and variants, loaded lazily', async () => {
    const { doc } = await fetchPage(`${app.url}/blog`);
    const image = doc.querySelector('article img.post-card__image')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['2000', '1125']);
    expect(image.getAttribute('srcset')).toContain('-480.webp 480w');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
