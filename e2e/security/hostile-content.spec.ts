import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Each payload would set window.__pwned (and open a dialog) if any of it ran. */
const PAYLOADS = [
  `<script>window.__pwned = 'script'; alert('script')</script>`,
  `<img src="/no-such-image.png" alt="broken on purpose" onerror="window.__pwned = 'onerror'; alert('onerror')">`,
  `<p id="clickable" onclick="window.__pwned = 'onclick'; alert('onclick')">Click this paragraph.</p>`,
  `<p><a id="js-link" href="javascript:window.__pwned='javascript-url';alert('javascript-url')">A script link</a></p>`,
  `<p><a id="data-link" href="data:text/html,<script>alert('data-url')</script>">A data link</a></p>`,
  `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>" alt="data image">`,
  `<iframe src="data:text/html,<script>parent.__pwned='iframe';alert('iframe')</script>"></iframe>`,
  `<iframe srcdoc="<script>parent.__pwned='srcdoc'</script>"></iframe>`,
  `<style>body { display: none !important } .post__content { background: url(javascript:alert(1)) }</style>`,
  `<svg><script>window.__pwned = 'svg-script'</script><animate onbegin="window.__pwned='onbegin'" attributeName="x" dur="1s"/></svg>`,
  `<object data="data:text/html,<script>alert('object')</script>"></object><embed src="javascript:alert('embed')">`,
  `<details open ontoggle="window.__pwned='ontoggle';alert('ontoggle')"><summary>More</summary>Hidden</details>`,
  `<form action="javascript:alert('form')"><button id="form-button">Send</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('meta')"><base href="javascript:alert('base')//">`,
  `<p style="background:url('javascript:alert(1)')" onmouseover="window.__pwned='onmouseover'">Hover here.</p>`,
];
const SAFE_TEXT = 'The kitchen is the seven-foot zone on each side of the net.';
const CONTENT = `<h2>Kitchen basics</h2><p>${SAFE_TEXT}</p>${PAYLOADS.join('')}<p><a href="https://usapickleball.org">Official rules</a></p>`;
const BANNED_IN_DOM = ['<script', 'onerror', 'onclick', 'onload', 'ontoggle', 'onbegin', 'onmouseover', 'javascript:', 'data:', '<iframe', 'srcdoc', '<style', '<object', '<embed', '<form', '<meta', '<base'];

async function createPublishedPost(page: Page, slug: string): Promise<void> {
  const login = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-admin-password' } });
  expect(login.status()).toBe(200);
  const created = await page.request.post('/api/blog/posts', {
    data: { title: `<script>window.__pwned='title'</script> Hostile post`, slug, content: CONTENT, metaDescription: `"><script>window.__pwned='meta'</script>` },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: number; version: number; content: string };
  for (const banned of BANNED_IN_DOM) expect(post.content, `stored content keeps ${banned}`).not.toContain(banned);
  const published = await page.request.put(`/api/blog/posts/${post.id}`, {
    data: { title: `<script>window.__pwned='title'</script> Hostile post`, slug, content: CONTENT, publishStatus: 'published', version: post.version },
  });
  expect(published.status()).toBe(200);
}

test('a post full of injected markup renders in Chromium without running any of it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser run is enough');
  const dialogs: string[] = [];
  const consoleErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  const slug = `hostile-content-${Date.now()}`;
  await createPublishedPost(page, slug);
  await page.goto(`/blog/${slug}`);

  const article = page.locator('.post__content');
  await expect(article.getByText(SAFE_TEXT)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("<script>window.__pwned='title'</script> Hostile post");

  // Give every trap a chance: clicks, hover, the toggle, and time for late loads.
  await article.getByText('Click this paragraph.').click();
  await article.getByText('A script link').click();
  await article.getByText('A data link').click();
  await article.getByText('More').click();
  await article.getByText('Send').click().catch(() => {});
  await article.getByText('Hover here.').hover();
  await page.waitForTimeout(500);
  expect(page.url()).toContain(`/blog/${slug}`);

  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  const html = (await article.innerHTML()).toLowerCase();
  for (const banned of BANNED_IN_DOM) expect(html, `the rendered post keeps ${banned}`).not.toContain(banned);
  expect(await article.locator('a[href="https://usapickleball.org"]').count()).toBe(1);
  // No script the browser would run carries the payload; the page's data blocks (JSON-LD, the
  // data it was rendered from) may quote it, escaped so that it cannot close their element.
  const runnable = await page.locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? '').filter((t) => t.includes('__pwned')));
  expect(runnable).toEqual([]);
  const dataBlocks = await page.locator('script[type="application/json"], script[type="application/ld+json"]').allTextContents();
  for (const block of dataBlocks) expect(block).not.toMatch(/<\/?script/i);
  expect(await page.locator('iframe, object, embed').count()).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
  // A broken image is expected to log a 404; anything else (a CSP refusal, a script error) is not.
  expect(consoleErrors.filter((text) => !/404|Failed to load resource/.test(text))).toEqual([]);
});
