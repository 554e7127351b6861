import { expect, test } from '../fixtures.ts';
import { desktopOnly, expectToast, signIn, toast, unique } from './helpers.ts';

test('courts: the admin adds a court (the server checks the fields), edits it, and a visitor finds it from the landing; then deletes it', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  // Five screens and a public search: about 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const name = unique('Tulsa Test Courts');
  await signIn(page);
  await page.goto('/n4n4/courts');
  await expect(page.getByRole('heading', { level: 1, name: 'Courts' })).toBeVisible();

  // The sample courts are there, and the search keeps those of a city.
  const table = page.getByRole('table', { name: 'Courts' });
  await page.getByRole('textbox', { name: 'Search courts' }).fill('Denver');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Cherry Creek Commons');
  await page.getByRole('textbox', { name: 'Search courts' }).fill('');

  await page.getByRole('button', { name: 'New Court' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Court' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Address').fill('200 River Parks Trail');
  await dialog.getByLabel('City').fill('Tulsa');
  await dialog.getByLabel('State').fill('OK');
  await dialog.getByLabel('ZIP code').fill('7410');
  await dialog.getByLabel('Indoor courts').fill('2');
  await dialog.getByLabel('Outdoor courts').fill('4');
  await dialog.getByLabel('Fee').fill('$4 drop-in');
  await dialog.getByLabel('Website').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server's words land under the fields, and nothing is stored.
  await expectToast(page, 'Error', 'Failed to create court: 400: ');
  await expect(dialog.getByText('ZIP code must be 5 digits')).toBeVisible();
  await expect(dialog.getByText('Website must be an http or https address')).toBeVisible();
  await dialog.getByLabel('ZIP code').fill('74103');
  await dialog.getByLabel('Website').fill('https://example.com/tulsa');
  // Enter submits the form (the error toast may still cover the Save button).
  await dialog.getByLabel('Website').press('Enter');
  await expectToast(page, 'Success', 'Court created successfully');
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Tulsa, OK 74103');
  await expect(row).toContainText('2 indoor, 4 outdoor');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Court' });
  await expect(edit.getByLabel('Fee')).toHaveValue('$4 drop-in');
  await edit.getByLabel('Fee').fill('Free on Sundays');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Court updated successfully');

  // A visitor finds it from the landing, placed at its ZIP code.
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Court Finder' });
  await form.getByLabel('Location').fill('Tulsa, OK');
  await form.getByLabel('Distance').selectOption('10');
  await form.getByRole('button', { name: 'Find Courts' }).click();
  const found = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name }) });
  await expect(found).toContainText('Free on Sundays', { timeout: 15_000 });
  await expect(found).toContainText('200 River Parks Trail, Tulsa, OK 74103');
  await expect(page.locator('path.court-marker')).toHaveCount(1);

  await page.goto('/n4n4/courts');
  await page.getByRole('textbox', { name: 'Search courts' }).fill('Tulsa Test');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Court deleted successfully');
  await expect(page.getByText(`No courts found matching "Tulsa Test"`)).toBeVisible();
});

test('courts: a CSV import with a bad row names the line and imports nothing; a good file imports every row', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  const tag = unique('Importville');
  await signIn(page);
  await page.goto('/n4n4/courts');
  const header = 'name,city,state,zip,indoorCourts,outdoorCourts,access,lighted,fee';
  const upload = async (rows: string[]) => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Courts from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'courts.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    return dialog;
  };

  const refused = await upload([`${tag} Hall,Omaha,NE,68102,2,0,public,yes,Free`, `${tag} Park,Omaha,Nebraska,68102,0,4,public,no,Free`]);
  await expect(refused.getByRole('alert')).toContainText('1 row has problems; nothing was imported.');
  await expect(refused.getByRole('list', { name: 'Rows with problems' })).toHaveText('Line 3: state: State must be a two-letter US state code, e.g. TX');
  // The toast says what was wrong in words, without the raw status code.
  await expectToast(page, 'Error', 'Failed to import courts: 1 row has problems; nothing was imported.');
  await expect(toast(page)).not.toContainText('400');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('textbox', { name: 'Search courts' }).fill(tag);
  await expect(page.getByText(`No courts found matching "${tag}"`)).toBeVisible();

  await upload([`${tag} Hall,Omaha,NE,68102,2,0,public,yes,Free`, `${tag} Park,Omaha,NE,68102,0,4,private,no,$3`]);
  await expectToast(page, 'Success', 'Imported 2 courts');
  await expect(page.getByRole('table', { name: 'Courts' }).getByRole('row')).toHaveCount(3);
});
