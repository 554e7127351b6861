import { expect, test } from '../fixtures.ts';
import { desktopOnly, expectToast, signIn, unique } from './helpers.ts';

/** The day `days` from today (YYYY-MM-DD), counted in UTC days. */
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('events: the owner imports a CSV, sees a bad row by its line, fixes it and gets drafts', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(60_000);
  const tag = unique('Import Ladder');
  const header = 'kind,title,start,end,days,until,address,skillLevels,cost';
  const good = `open-play,${tag} Tuesdays,${later(7)}T18:00,${later(7)}T20:00,tu,${later(60)},"100 Congress Ave, Austin, TX 78701",3.5,5`;
  await signIn(page);
  await page.goto('/n4n4/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const upload = async (rows: string[]) => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Events from CSV' });
    await expect(dialog.getByRole('link', { name: 'Download template' })).toHaveAttribute('download', 'events-template.csv');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'events.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    return dialog;
  };

  const refused = await upload([good, `clinic,${tag} Clinic,${later(9)}T09:00,${later(9)}T08:00,,,1 Lake Rd,all,ten`]);
  await expect(refused.getByRole('alert')).toContainText('1 row has problems; nothing was imported.');
  await expect(refused.getByRole('list', { name: 'Rows with problems' })).toContainText('Line 3: end: The end must be after the start');
  await expect(refused.getByRole('list', { name: 'Rows with problems' })).toContainText('cost: Cost must be an amount in US dollars');
  await refused.getByRole('button', { name: 'Cancel' }).click();

  await upload([good, `clinic,${tag} Clinic,${later(9)}T09:00,${later(9)}T11:00,,,1 Lake Rd,all,12.50`]);
  await expectToast(page, 'Success', 'Imported 2 events as drafts');
  await page.getByRole('textbox', { name: 'Search events' }).fill(`${tag} Clinic`);
  const row = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: `${tag} Clinic` });
  await expect(row).toContainText('Draft');
});
