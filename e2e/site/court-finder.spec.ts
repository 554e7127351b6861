import { test as withoutWaiting, type APIRequestContext, type Page } from '@playwright/test';
import { axeOn } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { ADMIN } from './helpers.ts';

/** Miles in one degree of latitude. */
const MILES_PER_DEGREE = (Math.PI / 180) * 3958.8;

/**
 * Courts laid out around a ZIP code's centre (each viewport gets its own ZIP, so the two runs do not
 * see each other's courts): name, miles, direction, indoor, outdoor.
 */
const LAYOUT = [
  ['Indoor Hall', 3, 'north', 4, 0],
  ['Close Park', 7, 'north', 0, 6],
  ['Mid Club', 12, 'east', 2, 2],
  ['Far Fields', 20, 'south', 0, 8],
  ['Too Far Courts', 35, 'north', 0, 4],
] as const;

async function layCourts(request: APIRequestContext, zip: string, city: string, state: string, prefix: string) {
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  const existing = (await (await request.get(`/api/courts?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`)).json()) as unknown[];
  if (existing.length > 0) return;
  const origin = ((await (await request.get(`/api/public/courts?near=${zip}`)).json()) as { origin: { lat: number; lng: number } }).origin;
  for (const [name, miles, direction, indoorCourts, outdoorCourts] of LAYOUT) {
    const dLat = miles / MILES_PER_DEGREE;
    const dLng = miles / (MILES_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180));
    const position = direction === 'north' ? { lat: origin.lat + dLat, lng: origin.lng } : direction === 'south' ? { lat: origin.lat - dLat, lng: origin.lng } : { lat: origin.lat, lng: origin.lng + dLng };
    const response = await request.post('/api/courts', {
      data: { name: `${prefix} ${name}`, address: `${miles} Test Road`, city, state, zip, ...position, indoorCourts, outdoorCourts, access: 'public', lighted: miles < 10, fee: 'Free', website: 'https://example.com/courts' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await request.post('/api/auth/logout');
}

async function search(page: Page, near: string, miles: string, untick: string[] = []) {
  const form = page.getByRole('form', { name: 'Court Finder' });
  await form.getByLabel('Location').fill(near);
  await form.getByLabel('Distance').selectOption(miles);
  for (const type of untick) await form.getByRole('checkbox', { name: type }).uncheck();
  await form.getByRole('button', { name: 'Find Courts' }).click();
}

const PLACES = { desktop: ['83702', 'Boise', 'ID'], mobile: ['59101', 'Billings', 'MT'] } as const;

test.describe('court finder', () => {
  test('a visitor finds outdoor courts within 25 miles, nearest first, and sees them on the map', async ({ page, request }, testInfo) => {
    const [zip, city, state] = PLACES[testInfo.project.name as keyof typeof PLACES];
    const prefix = `E2E ${testInfo.project.name}`;
    await layCourts(request, zip, city, state, prefix);

    await page.goto('/');
    await search(page, zip, '25', ['Indoor']);
    const results = page.getByRole('region', { name: /Courts near/ });
    await expect(results.getByRole('status')).toHaveText('3 courts within 25 miles, nearest first.', { timeout: 15_000 });
    await expect(results.getByRole('heading', { level: 4 })).toHaveText([`${prefix} Close Park`, `${prefix} Mid Club`, `${prefix} Far Fields`]);
    const first = results.getByRole('listitem').filter({ hasText: `${prefix} Close Park` });
    await expect(first).toContainText('7.0 miles away');
    await expect(first).toContainText(`7 Test Road, ${city}, ${state} ${zip}`);
    await expect(first).toContainText('6 outdoor courts');
    await expect(first).toContainText('Public');
    await expect(first).toContainText('Lighted');
    await expect(first).toContainText('Free');
    await expect(first.getByRole('link', { name: `Website of ${prefix} Close Park` })).toHaveAttribute('href', 'https://example.com/courts');

    // The map loads with the results: one marker per court and one for the place searched from, tiles or not.
    const map = page.getByRole('region', { name: 'Map of the courts found' });
    await expect(map).toBeVisible({ timeout: 15_000 });
    await expect(map.locator('path.court-marker')).toHaveCount(3);
    await expect(map.locator('path.court-marker--origin')).toHaveCount(1);
    await expect(map).toContainText('OpenStreetMap');
    const box = await map.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    // The results and the map add no serious accessibility violations.
    const axe = await axeOn(page).include('#courts').analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });

  test('"No courts within N miles" widens to the next distance in one click', async ({ page, request }, testInfo) => {
    const [zip, city, state] = PLACES[testInfo.project.name as keyof typeof PLACES];
    const prefix = `E2E ${testInfo.project.name}`;
    await layCourts(request, zip, city, state, prefix);
    await page.goto('/');
    await search(page, zip, '5', ['Indoor']);
    const results = page.getByRole('region', { name: /Courts near/ });
    await expect(results.getByRole('status')).toHaveText('No courts within 5 miles.', { timeout: 15_000 });
    await expect(page.locator('path.court-marker')).toHaveCount(0);
    await results.getByRole('button', { name: 'Search within 10 miles' }).click();
    await expect(results.getByRole('status')).toHaveText('1 court within 10 miles, nearest first.');
    await expect(results.getByRole('heading', { level: 4 })).toHaveText([`${prefix} Close Park`]);
    await expect(page.getByRole('form', { name: 'Court Finder' }).getByLabel('Distance')).toHaveValue('10');
  });

  test("a sample court lists its sample open play and subscribes to the court's calendar", async ({ page }) => {
    await page.goto('/');
    await search(page, '78704', '5');
    const results = page.getByRole('region', { name: /Courts near/ });
    const court = results.locator('.court-result').filter({ has: page.getByRole('heading', { name: 'Riverside Park Courts' }) });
    await expect(court.getByRole('heading', { name: 'Upcoming sessions' })).toBeVisible({ timeout: 15_000 });
    const sessions = court.getByRole('link', { name: 'Evening open play' });
    await expect(sessions.first()).toHaveAttribute('href', '/events/evening-open-play');
    await expect(court.locator('.court-result__sessions li').first()).toContainText(/Open play.*(Tue|Thu), \w{3} \d{1,2}, 6:00\s?PM to 8:00\s?PM/);
    const feed = court.getByRole('link', { name: "Subscribe to this court's calendar (Riverside Park Courts)" });
    await expect(feed).toHaveAttribute('href', /^\/courts\/\d+\/events\.ics$/);
    const calendar = await page.request.get((await feed.getAttribute('href'))!);
    expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain('SUMMARY:Evening open play');
    await sessions.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evening open play');
  });

  // The fixtures' page waits for the app to start, which never happens here.
  withoutWaiting.describe('without scripts', () => {
    withoutWaiting.use({ javaScriptEnabled: false });

    withoutWaiting("the form lands on /courts, server-rendered: a sample court's sessions, each event and the court's calendar", async ({ page }) => {
      await page.goto('/');
      await search(page, '78704', '5');
      await expect(page).toHaveURL(/\/courts\?near=78704&miles=5&type=indoor&type=outdoor$/);
      const results = page.getByRole('region', { name: /^Courts near / });
      await expect(results.getByRole('status')).toHaveText(/^\d+ courts? within 5 miles, nearest first\.$/);
      const court = results.locator('.court-result').filter({ has: page.getByRole('heading', { name: 'Riverside Park Courts' }) });
      await expect(court.getByRole('heading', { name: 'Upcoming sessions' })).toBeVisible();
      await expect(court.getByRole('link', { name: "Subscribe to this court's calendar (Riverside Park Courts)" })).toHaveAttribute('href', /^\/courts\/\d+\/events\.ics$/);
      const session = court.getByRole('link', { name: 'Evening open play' }).first();
      await expect(session).toHaveAttribute('href', '/events/evening-open-play');
      await session.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evening open play');
    });
  });

  test('an unknown ZIP code shows a clear message', async ({ page }) => {
    await page.goto('/');
    await search(page, '00000', '5');
    const results = page.getByRole('region', { name: /Courts near/ });
    await expect(results.getByRole('status')).toHaveText('We could not find that ZIP code or city.', { timeout: 15_000 });
    await expect(results.getByRole('listitem')).toHaveCount(0);
  });
});
