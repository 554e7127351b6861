import { test as withoutWaiting, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../admin/helpers.ts';
import { axeOn } from '../axe.ts';
import { expect, test } from '../fixtures.ts';

const HOSTILE = '<img src=x onerror="window.__gearXss=1">';
const today = new Date().toISOString().slice(0, 10);

/** A published paddle of this run: `word` is in its surface, so a filter on it finds only this run's paddles. */
function paddle(word: string, slug: string, model: string, weight: number, extra: Record<string, unknown> = {}) {
  return {
    kind: 'paddle',
    brand: 'Kestrel Court',
    model,
    year: 2026,
    slug,
    priceCents: 12_900,
    priceCheckedAt: today,
    buyLinks: [{ label: 'Kestrel shop', url: `https://shop.example.com/${slug}`, affiliate: true }],
    specs: { weightOz: { value: weight, source: 'measured' }, thicknessMm: { value: 16, source: 'maker' }, surface: { value: `Carbon ${word}`, source: 'maker' }, shape: { value: 'elongated', source: 'maker' } },
    approval: { status: 'approved', listedOn: '2026-02-10' },
    status: 'published',
    ...extra,
  };
}

async function create(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

let word = '';
const slugs: string[] = [];

withoutWaiting.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  word = `e2e${testInfo.project.name}${Date.now().toString(36)}`;
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  slugs.push(`${word}-glide`, `${word}-anchor`, `${word}-reef`, `${word}-boulder`);
  const glide = await create(request, '/api/gear/products', paddle(word, slugs[0]!, `Glide ${HOSTILE}`, 7.6));
  await create(request, '/api/gear/products', paddle(word, slugs[1]!, 'Anchor', 8.1, { specs: { weightOz: { value: 8.1, source: 'maker' }, thicknessMm: { value: 14, source: 'measured' }, surface: { value: `Carbon ${word}`, source: 'maker' } } }));
  await create(request, '/api/gear/products', paddle(word, slugs[2]!, 'Reef', 7.9, { approval: { status: 'delisted', listedOn: '2025-06-01' } }));
  // Heavier than the filter lets through.
  await create(request, '/api/gear/products', paddle(word, slugs[3]!, 'Boulder', 8.9));
  await create(request, '/api/gear/reviews', { productId: glide.id, score: 8.6, pros: [`Soft hands ${HOSTILE}`], cons: ['Short handle'], howWeTested: 'Four weeks of 4.0 doubles <script>window.__gearXss=2</script>', acquisition: 'bought', body: '<p>Stable at the kitchen line.</p>', status: 'published' });
  await request.dispose();
});

test('a visitor filters the paddles, compares three and follows a disclosed shop link; stored text stays text', async ({ page, baseURL }) => {
  await page.route('https://shop.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Kestrel shop</title><h1>Kestrel shop</h1>' }));
  await page.goto('/gear/paddle');
  const filters = page.getByRole('form', { name: 'Gear filters' });
  await filters.getByLabel('Surface').fill(word);
  await filters.getByRole('group', { name: 'Weight (oz)' }).getByLabel('To').fill('8.5');
  await filters.getByRole('button', { name: /^Show paddles/ }).click();
  await expect(page).toHaveURL(new RegExp(`/gear/paddle\\?weightMax=8\\.5&surface=${word}$`));
  const rows = page.locator('.gear-chart tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Reef' })).toContainText('Delisted by USA Pickleball');

  for (const name of ['Anchor', 'Reef']) await page.getByRole('checkbox', { name: `Compare Kestrel Court ${name}` }).check();
  await page.getByRole('checkbox', { name: `Compare Kestrel Court Glide ${HOSTILE}` }).check();
  await page.getByRole('button', { name: 'Compare ticked products' }).click();
  // In the chart's order (by name).
  await expect(page).toHaveURL(`${baseURL}/gear/compare?items=${slugs[1]},${slugs[0]},${slugs[2]}`);
  // The same three in any order are one page for search engines: its address spells them in order.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/gear/compare?items=${slugs.slice(0, 3).sort().join(',')}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const table = page.locator('.gear-chart');
  await expect(table.locator('thead th')).toHaveCount(4);
  await expect(table.locator('tr.gear-compare__differs', { hasText: 'Static weight' })).toContainText('Differs');
  await expect(table.locator('thead')).toContainText('Delisted by USA Pickleball');
  // The delisted product's tinted column head stays readable.
  const contrast = await axeOn(page).include('.gear-chart').withRules(['color-contrast']).analyze();
  expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  // Readable at any width: the page itself never scrolls sideways (the table scrolls in its own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await table.getByRole('link', { name: `Kestrel Court Glide ${HOSTILE}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kestrel Court Glide ${HOSTILE}`);
  await expect(page.locator('.gear-review')).toContainText(`Soft hands ${HOSTILE}`);
  await expect(page.locator('.gear-tested')).toHaveText('Four weeks of 4.0 doubles <script>window.__gearXss=2</script>');
  await expect(page.locator('.gear-specs')).toContainText('measured by us');
  const shop = page.locator('.gear-buy li').first();
  await expect(shop).toContainText('(affiliate link: we earn a commission)');
  const link = shop.getByRole('link', { name: 'Kestrel shop' });
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  expect(await page.evaluate(() => (window as unknown as { __gearXss?: number }).__gearXss)).toBeUndefined();
  await link.click();
  await expect(page).toHaveURL(`https://shop.example.com/${slugs[0]}`);
  await expect(page.getByRole('heading', { name: 'Kestrel shop' })).toBeVisible();
});
