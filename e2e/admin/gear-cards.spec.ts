import { expect, test } from '../fixtures.ts';
import { createPostViaApi, signIn, toast, unique } from './helpers.ts';

test('gear: the owner inserts a product card into a post, publishes it, and a visitor sees the card with the disclosure', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const model = unique('Card Pick');
  const slug = model.toLowerCase().replace(/\s+/g, '-');
  const product = await page.request.post('/api/gear/products', {
    data: {
      kind: 'paddle',
      brand: 'Harbor Lane',
      model,
      slug,
      priceCents: 12_999,
      priceCheckedAt: new Date().toISOString().slice(0, 10),
      buyLinks: [{ label: 'Card Outlet', url: 'https://outlet.example.com/card?ref=hub', affiliate: true }],
      specs: { weightOz: { value: 8.1, source: 'measured' } },
      status: 'published',
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const title = unique('Our Kitchen Pick');
  const post = await createPostViaApi(page.request, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), content: '<p>The paddle we reach for at the kitchen line.</p>', publishStatus: 'draft' });

  await page.goto(`/n4n4/posts/${post.id}`);
  // The editor is a chunk of its own, slow to arrive on a busy machine.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title, { timeout: 45_000 });
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Product card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert product card' });
  await dialog.getByRole('textbox', { name: 'Search products' }).fill(model);
  await dialog.getByRole('radio', { name: `Harbor Lane ${model} (paddle)` }).check();
  await dialog.getByRole('button', { name: 'Insert card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText(`Product card: paddle/${slug}`);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Saving is slow on a busy machine.
  await expect(toast(page)).toContainText('Post updated successfully', { timeout: 30_000 });

  // Reopened, the post still holds the card.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText(`Product card: paddle/${slug}`, { timeout: 45_000 });

  // A visitor sees the card drawn from the product's public fields, with scripts and without.
  for (const javaScriptEnabled of [false, true]) {
    const visitor = await browser.newContext({ javaScriptEnabled, viewport: page.viewportSize() ?? undefined });
    const reader = await visitor.newPage();
    await reader.goto(`${new URL(page.url()).origin}/blog/${post.slug}`);
    if (javaScriptEnabled) await reader.locator('#server-rendered').waitFor({ state: 'detached' });
    const card = reader.getByRole('complementary', { name: `Product: Harbor Lane ${model}` });
    await expect(card.getByRole('link', { name: `Harbor Lane ${model}` })).toHaveAttribute('href', `/gear/paddle/${slug}`);
    await expect(card).toContainText('8.1 oz');
    await expect(card).toContainText('$129.99 (checked on');
    const shop = card.getByRole('link', { name: 'Card Outlet' });
    await expect(shop).toHaveAttribute('rel', 'sponsored noopener');
    await expect(card.getByRole('listitem').filter({ has: reader.getByRole('link', { name: 'Card Outlet' }) })).toContainText('(affiliate link: we earn a commission)');
    await expect(card).toContainText('Some links here are affiliate links');
    await expect(reader.locator('article.post')).toContainText('The paddle we reach for at the kitchen line.');
    await visitor.close();
  }
});
