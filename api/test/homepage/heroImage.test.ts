import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { homepageGet, homepagePublish, homepageUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { PublicHomePage } from '../../../codegen/hey-api/types.gen.ts';
import { upload } from '../helpers/images.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { photo } from '../images/sharpImages.ts';
import { fetchPage } from '../site/pageHelpers.ts';

/** The hero image and the one image preload of the head, as a browser reads them before any script. */
async function heroOf(url: string) {
  const { doc } = await fetchPage(url);
  const image = doc.querySelector('#hero img')!;
  const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')];
  expect(preloads).toHaveLength(1);
  const attributes = (element: Element, names: string[]) => Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]));
  return {
    img: attributes(image, ['src', 'srcset', 'sizes', 'width', 'height', 'fetchpriority', 'loading']),
    preload: attributes(preloads[0]!, ['href', 'imagesrcset', 'imagesizes', 'fetchpriority']),
  };
}

describe('the hero image: WebP variants that fill the screen, preloaded as drawn', () => {
  const app = useTestApp({ serveSite: true });
  const live = async () => (await (await fetch(`${app.url}/api/public/homepage`)).json()) as PublicHomePage;

  it("offers the bundled hero's variants in srcset and the head's preload, and serves each at its width", async () => {
    const srcset = '/hero-court-480.webp 480w, /hero-court-960.webp 960w, /hero-court-1600.webp 1600w';
    expect(await heroOf(`${app.url}/`)).toEqual({
      img: { src: '/hero-court.jpg', srcset, sizes: '100vw', width: '1600', height: '900', fetchpriority: 'high', loading: 'eager' },
      // The same candidates and sizes, so the browser fetches the variant it will draw, once.
      preload: { href: null, imagesrcset: srcset, imagesizes: '100vw', fetchpriority: 'high' },
    });
    expect((await live()).images['/hero-court.jpg']?.variants.map((variant) => variant.url)).toEqual(['/hero-court-480.webp', '/hero-court-960.webp', '/hero-court-1600.webp']);
    for (const width of [480, 960, 1600]) {
      const response = await fetch(`${app.url}/hero-court-${width}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width, height: (width * 9) / 16 });
    }
  });

  // An upload, a save and a publication, then a render: more than the default 20 s on a busy machine.
  it("offers an uploaded hero's stored variants the same way", { timeout: 60_000 }, async () => {
    const answer = await upload(app.url, app.cookie, [{ field: 'image', name: 'club.jpg', type: 'image/jpeg', bytes: await photo(2000, 1125) }]);
    expect(answer.status).toBe(201);
    const url = String(answer.body.url);
    const base = url.replace(/\.jpg$/, '');
    const { sections } = (await homepageGet({ client: app.admin })).data!;
    const edited = sections.map((section) => (section.kind === 'hero' ? { ...section, image: { src: url, alt: 'Our club night' } } : section));
    expect((await homepageUpdate({ client: app.admin, body: { sections: edited } })).response?.status).toBe(200);
    expect((await homepagePublish({ client: app.admin })).response?.status).toBe(200);

    const srcset = `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w, ${url} 2000w`;
    expect(await heroOf(`${app.url}/`)).toEqual({
      img: { src: url, srcset, sizes: '100vw', width: '2000', height: '1125', fetchpriority: 'high', loading: 'eager' },
      preload: { href: null, imagesrcset: srcset, imagesizes: '100vw', fetchpriority: 'high' },
    });
    expect((await live()).images).toEqual({ [url]: { width: 2000, height: 1125, variants: [480, 960, 1600].map((width) => ({ width, url: `${base}-${width}.webp`, type: 'image/webp' })) } });
  });
});
