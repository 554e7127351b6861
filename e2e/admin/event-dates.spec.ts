import { expect, test } from '../fixtures.ts';
import { expectToast, signIn, unique } from './helpers.ts';

/** The Tuesday `weeks` weeks after next (YYYY-MM-DD), counted in UTC days. */
function tuesday(weeks: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7 || 7) + 7 * (weeks + 1));
  return day.toISOString().slice(0, 10);
}

test('events: on a phone the owner cancels one date of a weekly session; the public page shows it cancelled', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone-sized story: runs on the mobile project');
  test.setTimeout(90_000);
  const title = unique('Rainy Tuesday');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await signIn(page);
  // Published weekly session, from next week's Tuesday for a month.
  const created = await page.request.post('/api/events', {
    data: { kind: 'open-play', title, slug, start: `${tuesday(0)}T18:00`, end: `${tuesday(0)}T20:00`, recurrence: { days: ['tu'], until: tuesday(4) }, address: '100 Congress Ave, Austin, TX 78701', publication: 'published' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/n4n4/events');
  await page.getByRole('textbox', { name: 'Search events' }).fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  const dates = dialog.getByRole('list', { name: 'Next dates' });
  const second = dates.getByRole('listitem').filter({ hasText: tuesday(1) });
  await second.getByRole('button', { name: /^Cancel this date/ }).click();
  await expect(second).toContainText('Cancelled');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success');

  await page.goto(`/events/${slug}`);
  const cancelled = page.locator('.event-item--cancelled');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText('Cancelled');
  const calendar = await (await page.request.get(`/events.ics?event=${slug}`)).text();
  expect(calendar).toContain(`EXDATE;TZID=America/Chicago:${tuesday(1).replaceAll('-', '')}T180000`);
});
