import { expect, test } from '../fixtures.ts';
import { ADMIN, tinyPng } from '../admin/helpers.ts';
import { LANDING_BLOG_CARDS } from '../../common/constants.ts';

test('the blog band shows the three newest public posts from the API', async ({ page, request }) => {
  const response = await request.get(`/api/public/posts?page=1&pageSize=${LANDING_BLOG_CARDS}`);
  const { items } = (await response.json()) as { items: { title: string; slug: string }[] };
  expect(items.length).toBe(LANDING_BLOG_CARDS);

  await page.goto('/');
  const blog = page.locator('#blog');
  const titles = blog.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(items.map((post) => post.title));
  await expect(blog.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');

  // Other suites may publish posts with the same title: the newest is the first card.
  await blog.getByRole('article').first().getByRole('heading').getByRole('link', { name: items[0]!.title }).click();
  await expect(page).toHaveURL(`/blog/${items[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(items[0]!.title);
});

for (const [label, answer] of [
  ['no public posts yet', { status: 200, json: { items: [], page: 1, pageSize: 3, total: 0, totalPages: 0 } }],
  ['the call fails', { status: 500, json: { type: 'about:blank', title: 'Error', status: 500, detail: 'boom' } }],
] as const) {
  test(`the blog band falls back to the sample cards when ${label}`, async ({ page }) => {
    // The server renders the landing's cards; the browser reads them itself on an in-app visit.
    await page.goto('/blog');
    await page.route('**/api/public/posts?*', (route) => route.fulfill(answer));
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    const cards = page.locator('#blog').getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.locator('.blog-card__category')).toHaveText(['Technique', 'Equipment', 'Community']);
    await expect(cards.nth(0)).toContainText('May 15, 2023');
    await expect(cards.nth(0)).toContainText('By ');
  });
}

test('long unbroken words in a post wrap in its card instead of widening the page', async ({ page }) => {
  const long = "<script>window.__pwned='anunbrokentokenwithnobreaks'</script>";
  const item = { id: 1, title: `${long} Title`, subtitle: '', slug: 'long-title', excerpt: `"${long}`, publishDate: '2024-01-05T10:00:00.000Z', featuredImage: '', featuredImageAlt: '', readingMinutes: 1, categories: [] };
  await page.goto('/blog');
  await page.route('**/api/public/posts?*', (route) => route.fulfill({ json: { items: [item], page: 1, pageSize: 3, total: 1, totalPages: 1 } }));
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('#blog').getByRole('heading', { name: `${long} Title` })).toBeVisible();
  // On a phone the layout viewport grows to fit content that is too wide, so compare with the screen.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('beside a card with an image, a card without one gets the same frame, so their titles line up', async ({ page }, testInfo) => {
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const uploaded = await page.request.post('/api/upload/image', { multipart: { image: { name: 'court.png', mimeType: 'image/png', buffer: tinyPng() } } });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  for (const [title, image] of [['Text Only Card', {}], ['Picture Card', { featuredImage: url, featuredImageAlt: 'A court' }]] as const) {
    const data = { title, slug: `${title.toLowerCase().replaceAll(' ', '-')}-${run}`, content: '<p>Short.</p>', publishStatus: 'published', ...image };
    expect((await page.request.post('/api/blog/posts', { data })).status()).toBe(201);
  }

  await page.goto('/blog');
  const [picture, textOnly] = [page.getByRole('article').nth(0), page.getByRole('article').nth(1)];
  await expect(picture.getByRole('heading')).toHaveText('Picture Card');
  await expect(textOnly.getByRole('heading')).toHaveText('Text Only Card');
  // The frame is the card's ::before, drawn only when a card of the grid has an image.
  const frameHeight = await textOnly.evaluate((card) => parseFloat(getComputedStyle(card, '::before').height));
  const imageBox = (await picture.getByRole('img', { name: 'A court' }).boundingBox())!;
  expect(Math.abs(frameHeight - imageBox.height)).toBeLessThanOrEqual(1);
  if (testInfo.project.name === 'desktop') {
    // Side by side in one row: the titles start at the same height.
    const tops = await Promise.all([picture, textOnly].map(async (card) => (await card.getByRole('heading').boundingBox())!.y));
    expect(Math.abs(tops[0]! - tops[1]!)).toBeLessThanOrEqual(1);
  }
});

test('a grid of cards without images shows no empty frames', async ({ page }) => {
  const item = (n: number) => ({ id: n, title: `Plain ${n}`, subtitle: '', slug: `plain-${n}`, excerpt: 'Words only.', publishDate: '2024-01-05T10:00:00.000Z', featuredImage: '', featuredImageAlt: '', readingMinutes: 1, categories: [] });
  await page.goto('/blog');
  await page.route('**/api/public/posts?*', (route) => route.fulfill({ json: { items: [item(1), item(2), item(3)], page: 1, pageSize: 3, total: 3, totalPages: 1 } }));
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  const cards = page.locator('#blog').getByRole('article');
  await expect(cards).toHaveCount(3);
  expect(await cards.evaluateAll((elements) => elements.map((card) => getComputedStyle(card, '::before').content))).toEqual(['none', 'none', 'none']);
});
