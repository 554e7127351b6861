import { expect, test } from '../fixtures.ts';
import { expectSectionAtOffset } from './helpers.ts';

const HERO_SRCSET = '/hero-court-480.webp 480w, /hero-court-960.webp 960w, /hero-court-1600.webp 1600w';

test('the hero fills the screen with the court image, fetching once the variant its width needs', async ({ page }, testInfo) => {
  const heroFiles: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'image' && path.startsWith('/hero-court')) heroFiles.push(path);
  });
  await page.goto('/');
  const hero = page.locator('#hero');
  const image = hero.getByRole('img');
  await expect(image).toHaveAttribute('src', '/hero-court.jpg');
  await expect(image).toHaveAttribute('srcset', HERO_SRCSET);
  await expect(image).toHaveAttribute('sizes', '100vw');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const viewport = page.viewportSize()!;
  const box = await hero.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(viewport.height - 1);
  expect(box!.width).toBeGreaterThanOrEqual(viewport.width - 1);
  // The head's preload offers the same candidates for the same width, so it fetches what the img draws.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', HERO_SRCSET);
  await expect(preload).toHaveAttribute('imagesizes', '100vw');
  // A 375 px phone at 2x needs 750 pixels across: the 960 variant; a 1440 px desktop the 1600 one.
  const wanted = testInfo.project.name === 'mobile' ? '/hero-court-960.webp' : '/hero-court-1600.webp';
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(wanted);
  expect(heroFiles).toEqual([wanted]);
});

test('the learn section shows the headline, four differences and three cards', async ({ page }) => {
  await page.goto('/');
  const learn = page.locator('#learn');
  await expect(learn.getByRole('heading', { level: 1 })).toHaveText(
    'How to Play Pickleball: Your Ultimate Hub for Learning, Gear, and Community',
  );
  await expect(learn.getByRole('heading', { name: 'What Makes Us Different' })).toBeVisible();
  await expect(learn.locator('.feature-list > li')).toHaveCount(4);
  for (const title of ['New to the Game?', 'Need a Better Paddle?', 'Want to Meet Players?']) {
    await expect(learn.getByRole('heading', { name: title })).toBeVisible();
  }
});

test('"Meet the community" leads to the events calendar', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('#learn .card').filter({ has: page.getByRole('heading', { name: 'Want to Meet Players?' }) });
  await card.getByRole('link', { name: 'Meet the community' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and open play');
});

test('the equipment pitch lists four benefits and links back to #learn', async ({ page }) => {
  await page.goto('/');
  const equipment = page.locator('#equipment');
  await expect(equipment.getByRole('listitem')).toHaveCount(4);
  await equipment.getByRole('link', { name: 'Learn How to Play Pickleball' }).click();
  await expectSectionAtOffset(page, 'learn');
});

test('the court finder starts at 5 miles with indoor and outdoor courts, and submitting stays put', async ({ page }) => {
  await page.goto('/');
  const finder = page.locator('#courts');
  await expect(finder.getByRole('heading', { name: 'Court Finder' })).toBeVisible();
  await expect(finder.getByRole('heading', { name: 'Interactive Court Map' })).toBeVisible();
  const location = finder.getByLabel('Location');
  await expect(location).toHaveAttribute('placeholder', 'Enter ZIP code or city name');
  const distance = finder.getByLabel('Distance');
  await expect(distance).toHaveValue('5');
  await expect(distance.locator('option')).toHaveText(['Within 5 miles', 'Within 10 miles', 'Within 25 miles', 'Within 50 miles']);
  await expect(finder.getByLabel('Indoor')).toBeChecked();
  await expect(finder.getByLabel('Outdoor')).toBeChecked();
  await expect(finder.getByLabel('Public')).not.toBeChecked();
  await expect(finder.getByLabel('Private')).not.toBeChecked();
  await location.fill('98110');
  await finder.getByRole('button', { name: 'Find Courts' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(location).toHaveValue('98110');
});

test('the newsletter needs an email, shows a refused one under the field and clears it only once accepted', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Email address');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(new URL(request.url()).pathname);
  });
  await subscribe.click();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await email.fill('not-an-email');
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  expect(sent).toEqual([]);
  // The browser accepts a domain without a dot; the server does not.
  await email.fill('player@localhost');
  await subscribe.click();
  await expect(page.locator('#newsletter-note')).toHaveText('Please enter a valid email address.', { timeout: 15_000 });
  await expect(email).toHaveValue('player@localhost');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(`landing-${Date.now()}@example.com`);
  await subscribe.click();
  await expect(page.locator('#newsletter-note')).toHaveText(/Check your inbox/, { timeout: 15_000 });
  await expect(email).toHaveValue('');
  expect(sent).toEqual(['/api/public/newsletter', '/api/public/newsletter']);
});

test('the footer has legal links and the current year, and no social icon while no profile is set', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // Profiles come from the settings (e2e/site/openWeb.spec.ts sets them); none are set here.
  await expect(footer.getByRole('link', { name: /^Pickleball Hub on / })).toHaveCount(0);
  for (const name of ['Privacy Policy', 'Terms of Service', 'Shipping and Returns']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Pickleball Hub`);
});

test('the landing drawn in the app, from another page or back to it, shows what the server drew', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  const served = await main.innerText();
  expect(served).toContain('See all events');
  await page.locator('#blog').getByRole('link', { name: 'View All Articles' }).click();
  await expect(page).toHaveURL('/blog');
  // Every time the landing is drawn, its first box has its heading: it never shows empty, even briefly.
  await page.evaluate(() => {
    const drawn: boolean[] = ((window as unknown as { learnDrawn: boolean[] }).learnDrawn = []);
    new MutationObserver(() => {
      const learn = document.getElementById('learn');
      if (learn) drawn.push(learn.querySelector('h1') !== null);
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => main.innerText()).toBe(served);
  expect(await page.evaluate(() => (window as unknown as { learnDrawn: boolean[] }).learnDrawn)).not.toContain(false);
  // From a page whose data held none of the landing's.
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => main.innerText()).toBe(served);
  await page.locator('#equipment').getByRole('link', { name: 'Learn How to Play Pickleball' }).click();
  await expectSectionAtOffset(page, 'learn');
});
