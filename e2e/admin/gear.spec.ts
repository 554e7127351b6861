import { expect, test } from '../fixtures.ts';
import { desktopOnly, signIn, tinyPng, unique } from './helpers.ts';

test('gear: the owner adds a paddle with a measured spec, an image and an affiliate link, publishes its review, and readers see them', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(200_000);
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
  const productRow = page.getByRole('table', { name: 'Gear' }).getByRole('row').filter({ hasText: model });
  await expect(productRow).toContainText('Draft');

  // Opened again: a spec measured by us, an uploaded image and an affiliate buy link, then published.
  await productRow.getByRole('button', { name: `Edit Harbor Lane ${model}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await edit.getByLabel('Static weight (oz)').fill('7.9');
  await edit.getByRole('combobox', { name: 'Static weight: source' }).click();
  await page.getByRole('option', { name: 'Measured by us' }).click();
  await edit.getByTestId('gear-image-file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(edit.getByRole('img', { name: /^Image 1/ })).toBeVisible({ timeout: 30_000 });
  await edit.getByRole('button', { name: 'Add buy link' }).click();
  await edit.getByRole('textbox', { name: 'Store' }).fill('Paddle Outlet');
  await edit.getByRole('textbox', { name: 'URL' }).fill('https://outlet.example.com/tidewater?ref=hub');
  await edit.getByRole('checkbox', { name: 'Affiliate link' }).check();
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden({ timeout: 30_000 });
  await expect(productRow).toContainText('Published');

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

  // The public product page shows the spec with its source, the image and the disclosed link.
  await page.goto(`/gear/paddle/harbor-lane-${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Harbor Lane ${model}` })).toBeVisible();
  const weight = page.getByRole('table', { name: `Specifications of the Harbor Lane ${model}` }).getByRole('row', { name: /Static weight/ });
  await expect(weight).toContainText('7.9 oz');
  await expect(weight).toContainText('measured by us');
  await expect(page.getByRole('img', { name: `Harbor Lane ${model}` })).toHaveAttribute('src', /^\/api\/uploads\/[A-Za-z0-9._-]+$/);
  const shop = page.getByRole('link', { name: 'Paddle Outlet' });
  await expect(shop).toHaveAttribute('href', 'https://outlet.example.com/tidewater?ref=hub');
  await expect(shop).toHaveAttribute('rel', 'sponsored noopener');
  await expect(page.getByRole('listitem').filter({ has: shop })).toContainText('(affiliate link: we earn a commission)');
});
