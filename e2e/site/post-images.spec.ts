import sharp from 'sharp';
import { ADMIN } from '../admin/helpers.ts';
import { expect, test } from '../fixtures.ts';

/** A 2000 x 1125 photo-like JPEG, made here so no fixture file is needed. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1125"><rect width="100%" height="100%" fill="#2e7d32"/><circle cx="700" cy="560" r="300" fill="#fff176"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

test('a post page serves its featured image in the size the screen needs, with width and height', async ({ page }, testInfo) => {
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  const uploaded = await page.request.post('/api/upload/image', { multipart: { image: { name: 'court.jpg', mimeType: 'image/jpeg', buffer: await photo() } } });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const slug = `court-at-dusk-${testInfo.project.name}-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/blog/posts', {
    data: { title: 'A Court at Dusk', slug, content: '<p>Lights on, nets up.</p>', publishStatus: 'published', featuredImage: url, featuredImageAlt: 'A lit court at dusk' },
  });
  expect(created.status()).toBe(201);

  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/api/uploads/')) images.push(new URL(request.url()).pathname);
  });
  await page.goto(`/blog/${slug}`);
  const image = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) }).getByRole('img', { name: 'A lit court at dusk' }).first();
  await expect(image).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w/);
  await expect(image).toHaveAttribute('width', '2000');
  await expect(image).toHaveAttribute('height', '1125');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const chosen = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  if (page.viewportSize()!.width <= 375) {
    // A 375 px phone (2x screen) needs about 750 px: a variant no wider than 960 px, never the original.
    expect(chosen).toMatch(/-(480|960)\.webp$/);
    // Of this post's image (other posts' cards on the page have images of their own).
    const base = new URL(url, 'http://site').pathname.replace(/\.\w+$/, '');
    const ours = images.filter((path) => path.startsWith(base));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((path) => /-(480|960)\.webp$/.test(path)), ours.join(', ')).toBe(true);
  }
});
