import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** axe finds no accessibility problems in what the page shows now. */
export async function expectNoAxeViolations(page: Page) {
  // A mail preview's frame is sandboxed with scripts off, so axe cannot run inside it (it would wait
  // on the frame until the test times out); the mail's own markup is not back-office UI.
  // Also the check that a control's name holds the words it shows (axe leaves it off by default),
  // which speech input relies on.
  const results = await new AxeBuilder({ page })
    .exclude('iframe[title="Mail preview"]')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
