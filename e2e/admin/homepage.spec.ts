import { expect, test } from '../fixtures.ts';
import { signIn, toast } from './helpers.ts';

test.afterEach(async ({ page }) => {
  // Back to the seeded home page, so the specs after this one see the landing as a fresh install does.
  const versions = (await (await page.request.get('/api/homepage/versions')).json()) as { version: number }[];
  const first = versions.at(-1)?.version;
  if (first) {
    await page.request.post(`/api/homepage/versions/${first}/restore`);
    await page.request.post('/api/homepage/publish');
  }
});

test('the owner edits the hero, moves and hides sections, publishes, and / shows it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const heading = `Riverside Pickleball Club welcomes you (${testInfo.project.name})`;
  await signIn(page);
  await page.goto('/n4n4/homepage');
  const sections = page.getByRole('list', { name: 'Sections' });
  // The screen's chunk loads on first opening: slow on a busy machine.
  await expect(sections).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Version \d+ is published\.$/)).toBeVisible();

  const hero = sections.getByRole('listitem', { name: /^Section 1: Hero/ });
  await hero.getByRole('button', { name: /^Edit/ }).click();
  await hero.getByLabel('Heading').fill(heading);

  // The newsletter band goes above About Us, with the keyboard.
  const newsletter = /Newsletter sign-up: Get the Weekly Rally/;
  await sections.getByRole('button', { name: 'Move Newsletter sign-up: Get the Weekly Rally up' }).focus();
  await page.keyboard.press('Enter');
  await expect(sections.getByRole('listitem').last()).toHaveAccessibleName(/Guide: About Us/);
  await expect(sections.getByRole('listitem').nth(-2)).toHaveAccessibleName(newsletter);

  await sections.getByRole('button', { name: 'Hide Shop: Shop' }).click();
  await expect(sections.getByRole('listitem', { name: /Shop: Shop/ })).toContainText('Hidden');

  await page.getByRole('button', { name: 'Publish' }).click();
  // The draft is saved, then published: two writes, slow on a busy machine.
  await expect(toast(page)).toContainText('Home page published', { timeout: 30_000 });

  await page.goto('/');
  await expect(page.locator('#hero .hero__title')).toHaveText(heading);
  await expect(page.locator('#shop')).toHaveCount(0);
  const newsletterTop = (await page.locator('.newsletter').boundingBox())!.y;
  const aboutTop = (await page.locator('#about').boundingBox())!.y;
  expect(newsletterTop).toBeLessThan(aboutTop);
  // Nothing sticks out sideways, on a phone as on a desktop.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
