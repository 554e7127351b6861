import type { Page } from '@playwright/test';
import { axeOn } from '../axe.ts';
import { expect } from '../fixtures.ts';

/** Waits (up to 5 s) for the page's finite animations and transitions, such as a dialog's fade, to end. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/** axe finds no accessibility problems in what the page shows now. */
export async function expectNoAxeViolations(page: Page) {
  // A mail's or the home page's preview frame is sandboxed with scripts off, so axe cannot run inside
  // it (it would wait on the frame, or lose the page); what they show is not back-office UI (the
  // home page itself is checked by e2e/site/a11y.spec.ts).
  // Also the check that a control's name holds the words it shows (axe leaves it off by default),
  // which speech input relies on.
  // A dialog or menu still fading in blends its colours with the page behind: axe reads what is settled.
  await settled(page);
  const results = await axeOn(page, { rules: { 'label-content-name-mismatch': { enabled: true } } })
    .exclude('iframe[title="Mail preview"]')
    .exclude('iframe[title="Home page preview"]')
    .analyze();
  expect(results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
