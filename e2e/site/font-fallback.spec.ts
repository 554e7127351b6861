import { expect, test } from '../fixtures.ts';

test('text paints before the site font arrives, in a stand-in that takes the same room', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the fonts are the same on a phone');
  // The font files answer late, as on a slow phone network.
  await page.route('**/fonts/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue().catch(() => {});
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 10_000 });
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
  expect(firstPaint).toBeLessThan(2_500);

  // Set in the chosen font and in its stand-in, a line takes the same height and nearly the same width.
  // A second page, the font now cached and used.
  const second = await page.context().newPage();
  await second.goto('/');
  const family = await second.evaluate(() => getComputedStyle(document.body).fontFamily);
  const [font, fallback] = family.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));
  expect(fallback).toBe(`${font} Fallback`);
  const measure = (name: string) =>
    second.evaluate(async (fontName) => {
      await document.fonts.load(`18px "${fontName}"`);
      if (!document.fonts.check(`18px "${fontName}"`)) throw new Error(`${fontName} is not available`);
      const line = document.createElement('span');
      line.textContent = 'Third-shot drops land softly in the kitchen';
      Object.assign(line.style, { fontFamily: `"${fontName}"`, fontSize: '18px', lineHeight: 'normal', whiteSpace: 'nowrap', position: 'absolute', top: '0', display: 'inline-block' });
      document.body.append(line);
      const box = line.getBoundingClientRect();
      const size = { height: box.height, width: box.width };
      line.remove();
      return size;
    }, name);
  const [real, standIn] = [await measure(font!), await measure(fallback!)];
  expect(standIn.height).toBe(real.height);
  expect(Math.abs(standIn.width - real.width) / real.width).toBeLessThan(0.06);
});

test('a page of English text takes only the cores of the site font; a rarer character brings the rest', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the fonts are the same on a phone');
  const fonts: string[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/fonts/')) fonts.push(pathname);
  });
  await page.goto('/blog');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => !/-core-\d+\.woff2$/.test(font))).toEqual([]);

  // A trademark sign is in the font's Latin file but not in its core.
  await page.evaluate(() => {
    const line = document.createElement('p');
    line.textContent = 'Paddle™';
    document.querySelector('main')!.append(line);
  });
  await expect.poll(() => fonts.filter((font) => /-latin-400-normal\.woff2$/.test(font))).toHaveLength(1);
});
