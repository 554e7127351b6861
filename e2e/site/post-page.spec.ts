import { expect, test } from '../fixtures.ts';
import { ADMIN } from '../admin/helpers.ts';

interface PublicPost {
  title: string;
  subtitle: string;
  slug: string;
  excerpt: string;
  metaDescription: string;
  ogTitle: string;
  ogDescription: string;
  canonicalUrl: string;
  featuredImage: string;
  featuredImageAlt: string;
  categories: { name: string }[];
  tags: { name: string }[];
}

test('a public post shows its article and fills the head tags, restoring them on leaving', async ({ page, request }) => {
  const list = (await (await request.get('/api/public/posts?page=1&pageSize=1')).json()) as { items: { slug: string }[] };
  const slug = list.items[0]!.slug;
  const post = (await (await request.get(`/api/public/posts/${slug}`)).json()) as PublicPost;

  await page.goto(`/blog/${slug}`);
  // The post itself, not the related posts' cards below it.
  const article = page.locator('article.post');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
  if (post.subtitle) await expect(article.getByText(post.subtitle)).toBeVisible();
  await expect(article.getByText(/^Published /)).toBeVisible();
  for (const category of post.categories) await expect(article.getByRole('list', { name: 'Categories' })).toContainText(category.name);
  for (const tag of post.tags) await expect(article.getByRole('list', { name: 'Tags' })).toContainText(tag.name);
  if (post.featuredImage) await expect(article.getByRole('img', { name: post.featuredImageAlt })).toBeVisible();

  const description = post.metaDescription || post.excerpt;
  await expect(page).toHaveTitle(`${post.title} | Pickleball Hub`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', post.ogTitle || post.title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', post.ogDescription || description);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const canonical = post.canonicalUrl || new URL(`/blog/${slug}`, page.url()).href;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);

  await page.getByRole('link', { name: '← All articles' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'The Pickleball Hub Blog');
  await expect(page.locator('meta[property="article:published_time"]')).toHaveCount(0);
});

test('the post content is rendered as HTML', async ({ page, request }) => {
  const list = (await (await request.get('/api/public/posts?page=1&pageSize=1')).json()) as { items: { slug: string }[] };
  await page.goto(`/blog/${list.items[0]!.slug}`);
  const content = page.locator('.post__content');
  await expect(content.locator('p').first()).toBeVisible();
  await expect(content).not.toContainText('<p>');
});

// The API seeds 'serving-basics' as a draft and 'indoor-vs-outdoor-balls' as scheduled in the future.
for (const slug of ['no-such-post', 'serving-basics', 'indoor-vs-outdoor-balls', 'Not_A_Slug']) {
  test(`/blog/${slug} answers 404 with the 404 card`, async ({ page }) => {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

test('any other path answers 404 with the 404 card', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.locator('#hero')).toBeVisible();
});

test('list items in a post sit as close as lines of a list, not a paragraph apart', async ({ page }, testInfo) => {
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  const slug = `drill-list-${testInfo.project.name}-${Date.now().toString(36)}`;
  // The editor wraps each item's text in a paragraph.
  const content = '<p>Three drills:</p><ul><li><p>Dink to the kitchen line</p></li><li><p>Drop from the baseline</p></li><li><p>Reset the drive</p></li></ul>';
  const created = await page.request.post('/api/blog/posts', { data: { title: 'Three Drills', slug, content, publishStatus: 'published' } });
  expect(created.status()).toBe(201);

  await page.goto(`/blog/${slug}`);
  const items = page.locator('.post__content li');
  await expect(items).toHaveCount(3);
  const gaps = await items.evaluateAll((elements) => {
    const boxes = elements.map((element) => element.getBoundingClientRect());
    const fontSize = parseFloat(getComputedStyle(elements[0]!).fontSize);
    return { fontSize, between: boxes.slice(1).map((box, i) => box.top - boxes[i]!.bottom) };
  });
  for (const gap of gaps.between) expect(gap).toBeLessThanOrEqual(gaps.fontSize * 0.5);
});
