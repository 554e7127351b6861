import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { desktopOnly, signIn, toast } from './helpers.ts';

type Column = { anchor: string; html: string };
type Section = { anchor: string; text?: string; columns?: Column[] };

test.afterEach(async ({ page }, testInfo) => {
  // Back to the seeded home page, so the specs after this one see the landing as a fresh install does.
  if (testInfo.status === 'skipped') return;
  const versions = (await (await page.request.get('/api/homepage/versions')).json()) as { version: number }[];
  const first = versions.at(-1)?.version;
  if (first) {
    await page.request.post(`/api/homepage/versions/${first}/restore`);
    await page.request.post('/api/homepage/publish');
  }
});

/** A section of the saved draft, by its anchor. */
async function draftSection(page: Page, anchor: string): Promise<Section> {
  const home = (await (await page.request.get('/api/homepage')).json()) as { sections: Section[] };
  return home.sections.find((section) => section.anchor === anchor)!;
}

/** The glossary and questions section of the saved draft. */
const glossaryColumns = async (page: Page) => (await draftSection(page, 'glossary-faq')).columns!;

/** The home page screen with the named section open for editing. */
async function editSection(page: Page, name: RegExp) {
  await page.goto('/n4n4/homepage');
  const sections = page.getByRole('list', { name: 'Sections' });
  // The screen's chunk loads on first opening: slow on a busy machine.
  await expect(sections).toBeVisible({ timeout: 30_000 });
  const section = sections.getByRole('listitem', { name });
  await section.getByRole('button', { name: /^Edit/ }).click();
  return section;
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page)).toContainText('Draft saved', { timeout: 30_000 });
}

test('the owner edits a glossary term and a question in place, and both keep their structure', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(120_000);
  await signIn(page);
  const [glossaryHtml, faqHtml] = (await glossaryColumns(page)).map((column) => column.html);
  const section = await editSection(page, /Glossary\/FAQ/);
  const [glossary, faq] = [section.getByRole('textbox', { name: 'Column text' }).first(), section.getByRole('textbox', { name: 'Column text' }).nth(1)];

  // The glossary shows as terms over their descriptions; a question shows open, its answer editable.
  await expect(glossary.locator('dt')).toHaveCount(6);
  await expect(faq.getByText(/^No\. Most beginners can rally/)).toBeVisible();

  await glossary.locator('dt', { hasText: /^Volley$/ }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' (any shot)');
  await faq.getByText('Is pickleball hard to learn?').click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' at sixty');

  await saveDraft(page);
  const [savedGlossary, savedFaq] = await glossaryColumns(page);
  expect(savedGlossary!.html).toBe(glossaryHtml!.replace('<dt>Volley</dt>', '<dt>Volley (any shot)</dt>'));
  expect(savedFaq!.html).toBe(faqHtml!.replace('hard to learn?</summary>', 'hard to learn at sixty?</summary>'));
});

test('a styled list of tips keeps its class and plain items when a tip is added', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(120_000);
  await signIn(page);
  const tipsHtml = (await draftSection(page, 'skills-strategy')).text!;
  const section = await editSection(page, /Skills & Strategy/);
  const text = section.getByRole('textbox', { name: 'Text' });
  // A click right of the first tip's last line puts the caret at its end, however it wraps.
  const tip = text.locator('ol > li').first();
  const box = (await tip.boundingBox())!;
  await tip.click({ position: { x: box.width - 2, y: box.height - 6 } });
  await page.keyboard.type(' Every time.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Call the ball.');
  await expect(text.locator('ol > li')).toHaveCount(7);

  await saveDraft(page);
  const added = 'forward. Every time.</li><li>Call the ball.</li>';
  expect((await draftSection(page, 'skills-strategy')).text).toBe(tipsHtml.replace('forward.</li>', added));
  expect(tipsHtml).toMatch(/^<ol class="tips"><li><strong>Serve and return deep\.<\/strong>/);
});
