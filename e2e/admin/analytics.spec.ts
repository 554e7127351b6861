import { expect, test } from '../fixtures.ts';
import { desktopOnly, signIn } from './helpers.ts';

/** A visitor's ordinary browser: Playwright's headless one names itself and is counted as a bot. */
const VISITOR_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('analytics: a visitor browses and searches a place without courts; the admin sees the views and the place', async ({ page, browser }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  const visitor = await browser.newPage({ userAgent: VISITOR_AGENT });
  await visitor.goto('/');
  await visitor.locator('#server-rendered').waitFor({ state: 'detached' });
  // An in-app navigation (counted by the beacon) to the blog, then to a post.
  const blogSection = visitor.locator('section', { has: visitor.getByRole('link', { name: 'View All Articles' }) });
  const beaconFor = (path: RegExp) => visitor.waitForResponse((response) => response.url().endsWith('/api/analytics/views') && path.test(JSON.parse(response.request().postData() ?? '{}').path));
  let beacon = beaconFor(/^\/blog$/);
  await blogSection.getByRole('link', { name: 'View All Articles' }).click();
  expect((await beacon).status()).toBe(204);
  beacon = beaconFor(/^\/blog\/[a-z0-9-]+$/);
  await visitor.getByRole('article').first().getByRole('heading').getByRole('link').click();
  expect((await beacon).status()).toBe(204);
  const slug = new URL(visitor.url()).pathname.split('/').pop()!;

  // A court search far from every court.
  await visitor.goto('/');
  await visitor.locator('#server-rendered').waitFor({ state: 'detached' });
  const form = visitor.getByRole('form', { name: 'Court Finder' });
  await form.getByLabel('Location').fill('99762');
  await form.getByLabel('Distance').selectOption('25');
  const search = visitor.waitForResponse((response) => response.url().includes('/api/public/courts?'));
  await form.getByRole('button', { name: 'Find Courts' }).click();
  expect((await search).status()).toBe(200);

  // A newsletter sign-up from the landing carries its page.
  const signup = visitor.waitForRequest((request) => request.url().endsWith('/api/public/newsletter'));
  await visitor.getByLabel('Email address').fill(`analytics-${Date.now()}@example.com`);
  await visitor.getByRole('button', { name: 'Subscribe' }).click();
  expect((await signup).postDataJSON()).toMatchObject({ page: '/' });
  await expect(visitor.locator('#newsletter-note')).toHaveText(/Check your inbox/, { timeout: 15_000 });
  await visitor.close();

  await signIn(page);
  await page.goto('/n4n4/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('figure', { name: 'Page views' })).toHaveText(/^Page views[1-9][\d,]*$/);
  const pages = page.getByRole('table', { name: 'Top pages' });
  // The landing, the blog and the post this visitor read (other tests' visitors read other posts).
  for (const path of [/^\/\d/, /^\/blog\d/, new RegExp(`^/blog/${slug}\\d`)]) await expect(pages.getByRole('row').filter({ hasText: path })).toHaveCount(1);
  await expect(page.getByText('Views and visitors per day')).toBeVisible();
  const gaps = page.getByRole('table', { name: 'Places where players found no court' });
  await expect(gaps.getByRole('row').filter({ hasText: 'Nome, AK 99762' })).toContainText('25 mi');
  const signups = page.getByRole('table', { name: 'Newsletter sign-ups by page' });
  await expect(signups.getByRole('row').filter({ hasText: /^\/[1-9]/ })).toHaveCount(1);

  // A custom range that ends before it starts is explained, not sent.
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill('2026-11-30');
  await page.getByLabel('To', { exact: true }).fill('2026-11-01');
  await expect(page.getByText('The last day must be on or after the first day.')).toBeVisible();

  // The post's editor shows its views.
  const posts = (await (await page.request.get('/api/blog/posts')).json()) as { id: number; slug: string }[];
  await page.goto(`/n4n4/posts/${posts.find((post) => post.slug === slug)!.id}`);
  await expect(page.getByRole('region', { name: 'Views' })).toContainText(/[1-9][\d,]* views? · [1-9][\d,]* visitors \(sum of daily visitors\)/);
});

test('analytics: /admin/analytics opens the same screen', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
});
