import { expect, test } from '../fixtures.ts';
import { signIn, toast, unique } from './helpers.ts';

/** The day `days` days from today (YYYY-MM-DD, UTC): far enough ahead to be a coming session in the site's zone. */
function dayAhead(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

let eventId: number | undefined;

test.afterEach(async ({ page }) => {
  if (eventId) await page.request.delete(`/api/events/${eventId}`);
  eventId = undefined;
  // Back to the seeded home page, so the specs after this one see the landing as a fresh install does.
  const versions = (await (await page.request.get('/api/homepage/versions')).json()) as { version: number }[];
  const first = versions.at(-1)?.version;
  if (first) {
    await page.request.post(`/api/homepage/versions/${first}/restore`);
    await page.request.post('/api/homepage/publish');
  }
});

test('the owner adds an upcoming events section for clinics; a visitor sees the next ones on /', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const title = unique(`Dinking clinic ${testInfo.project.name}`);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const heading = `Clinics coming up (${testInfo.project.name})`;
  await signIn(page);
  const created = await page.request.post('/api/events', {
    data: { kind: 'clinic', title, slug, start: `${dayAhead(2)}T09:00`, end: `${dayAhead(2)}T10:30`, address: '100 Congress Ave, Austin, TX 78701', publication: 'published' },
  });
  expect(created.status(), await created.text()).toBe(201);
  eventId = ((await created.json()) as { id: number }).id;

  await page.goto('/n4n4/homepage');
  const sections = page.getByRole('list', { name: 'Sections' });
  // The screen's chunk loads on first opening: slow on a busy machine.
  await expect(sections).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Kind of section' }).click();
  await page.getByRole('option', { name: 'Upcoming events' }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  const added = sections.getByRole('listitem').last();
  await expect(added).toHaveAccessibleName(/Upcoming events: Upcoming events$/);
  await added.getByRole('button', { name: /^Edit/ }).click();
  await added.getByRole('textbox', { name: 'Heading' }).fill(heading);
  await added.getByRole('textbox', { name: 'Anchor' }).fill('club-clinics');
  await added.getByRole('combobox', { name: 'How many to show' }).click();
  await page.getByRole('option', { name: '6', exact: true }).click();
  await added.getByRole('combobox', { name: 'Kind of event' }).click();
  await page.getByRole('option', { name: 'Clinic', exact: true }).click();
  // Nothing sticks out sideways in the form, on a phone as on a desktop.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await page.getByRole('button', { name: 'Publish' }).click();
  // The draft is saved, then published: two writes, slow on a busy machine.
  await expect(toast(page)).toContainText('Home page published', { timeout: 30_000 });

  await page.goto('/');
  const section = page.locator('#club-clinics');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
  const sessions = section.getByRole('list', { name: 'Next sessions' }).getByRole('listitem');
  const session = sessions.filter({ hasText: title });
  await expect(session.getByRole('link', { name: title })).toHaveAttribute('href', `/events/${slug}`);
  // The day and time in the site's zone, the place, the kind.
  await expect(session).toContainText('9:00 AM to 10:30 AM');
  await expect(session).toContainText('Clinic · 100 Congress Ave, Austin, TX 78701');
  // Only clinics, at most six.
  expect(await sessions.count()).toBeLessThanOrEqual(6);
  for (const text of await sessions.allTextContents()) expect(text).toContain('Clinic ·');
  await expect(section.getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/events');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await session.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
