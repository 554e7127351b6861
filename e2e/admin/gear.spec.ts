import { expect, test } from '../fixtures.ts';
import { signIn, unique } from './helpers.ts';

test('gear: the owner adds a paddle, then publishes its review with the disclosure', async ({ page }) => {
  test.setTimeout(150_000);
  const model = unique('Tidewater');
  const slug = model.toLowerCase().replace(/\s+/g, '-');
  await signIn(page);

  await page.goto('/n4n4/gear');
  await page.getByRole('button', { name: 'New Product' }).click();
  const product = page.getByRole('dialog', { name: 'New Product' });
  await product.getByLabel('Brand').fill('Harbor Lane');
  await product.getByLabel('Model').fill(model);
  await product.getByLabel('Slug').fill(`harbor-lane-${slug}`);
  await product.getByRole('button', { name: 'Save' }).click();
  // The dialog closes once the product is stored, which can take a while under load.
  await expect(product).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Gear' }).getByRole('row').filter({ hasText: model })).toContainText('Draft');

  await page.goto('/n4n4/gearReviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Gear Reviews' })).toBeVisible();
  await page.getByRole('button', { name: 'New Review' }).click();
  const review = page.getByRole('dialog', { name: 'New Review' });
  await expect(review.getByRole('note', { name: 'How we score' })).toContainText('Scores run from 0 to 10');
  await review.getByRole('combobox', { name: 'Product' }).fill(model);
  await page.getByRole('option', { name: `Harbor Lane ${model}` }).click();
  await review.getByLabel('Score (0-10)').fill('8.5');
  await review.getByLabel('Pros').fill('Stable on blocks\nSoft at the kitchen line');
  await review.getByLabel('Cons').fill('Slow in hands battles');
  await review.getByRole('textbox', { name: 'Content' }).fill('A forgiving paddle for players who live at the kitchen line.');
  await review.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();

  // Publishing asks for the disclosure and how we tested.
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(review.getByText('A review is published only with its disclosure: say how we got the product')).toBeVisible();
  await review.getByRole('combobox', { name: 'How we got it' }).click();
  await page.getByRole('option', { name: 'We bought it' }).click();
  await review.getByLabel('How we tested').fill('Three weeks of 4.0 doubles, two testers');
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(review).toBeHidden({ timeout: 30_000 });
  const row = page.getByRole('table', { name: 'Gear reviews' }).getByRole('row').filter({ hasText: model });
  await expect(row).toContainText('8.5/10');
  await expect(row).toContainText('Published');
});
