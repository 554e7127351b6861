import { expect, test } from '../fixtures.ts';
import { signIn } from './helpers.ts';

test("the editor's Preview shows the unsaved heading while / keeps the published one", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const heading = `An unsaved welcome (${testInfo.project.name})`;
  await signIn(page);
  await page.goto('/');
  const published = await page.locator('#hero .hero__title').textContent();

  await page.goto('/n4n4/homepage');
  const sections = page.getByRole('list', { name: 'Sections' });
  // The screen's chunk loads on first opening: slow on a busy machine.
  await expect(sections).toBeVisible({ timeout: 30_000 });
  const versionLine = await page.getByText(/^Version \d+ is published\.$/).textContent();
  const hero = sections.getByRole('listitem', { name: /^Section 1: Hero/ });
  await hero.getByRole('button', { name: /^Edit/ }).click();
  await hero.getByRole('textbox', { name: 'Heading' }).fill(heading);

  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Home page preview' });
  const frame = dialog.frameLocator('iframe[title="Home page preview"]');
  await expect(frame.locator('#hero .hero__title')).toHaveText(heading, { timeout: 20_000 });
  await expect(frame.getByText('Preview - not published')).toBeVisible();
  // The site's look reaches the frame: the hero is drawn as on the site, not as bare text.
  expect(await frame.locator('#hero').evaluate((element) => getComputedStyle(element).position)).not.toBe('static');
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(dialog).toBeHidden();

  // Nothing was saved: the form still holds the edit, the draft's version is the same, / is unchanged.
  await expect(hero.getByRole('textbox', { name: 'Heading' })).toHaveValue(heading);
  await expect(page.getByText(/^Version \d+ is published\.$/)).toHaveText(versionLine!);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(page.url().replace(/\/n4n4\/.*$/, '/'));
  await expect(visitor.locator('#hero .hero__title')).toHaveText(published!);
  await visitor.close();
});
