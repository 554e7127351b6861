import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The terminal's colour codes in expect's messages. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** The error's text without them. */
const plain = (error: unknown) => String(error instanceof Error ? error.message : error).replace(COLOURS, '');

/**
 * Runs `check` on each item as a step named for it, and goes on after one that fails, so one run
 * reports every item: the test then fails naming each failed item with its error. `check` is told
 * whether the item before failed (the page may be left in any state: start afresh).
 */
export async function checkEach<T>(items: readonly T[], name: (item: T) => string, check: (item: T, afterFailure: boolean) => Promise<void>): Promise<void> {
  const failures: string[] = [];
  let afterFailure = false;
  for (const item of items) {
    try {
      await test.step(name(item), () => check(item, afterFailure));
      afterFailure = false;
    } catch (error) {
      failures.push(`${name(item)}: ${plain(error)}`);
      afterFailure = true;
    }
  }
  expect(failures, `${failures.length} of ${items.length} failed`).toEqual([]);
}

/**
 * Goes to `path` the way the app's own links do (the router follows the history's pushState): no
 * new load of the page and its scripts.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    const key = Math.random().toString(36).slice(2);
    const index = ((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    window.history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', href);
  }, path);
  const trimmed = (pathname: string) => pathname.replace(/\/$/, '');
  await expect(page).toHaveURL((url) => trimmed(url.pathname) === trimmed(path));
}

const pendingRequests = new WeakMap<Page, Set<Request>>();

/** Starts counting `page`'s requests in flight, for `networkQuiet`. */
export function watchRequests(page: Page): void {
  const pending = new Set<Request>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until none of `page`'s requests has been in flight for `quietMs` (after `watchRequests`):
 * what `networkidle` tells after a load, for a screen the app opened without one.
 */
export async function networkQuiet(page: Page, quietMs = 300): Promise<void> {
  const pending = pendingRequests.get(page);
  if (!pending) throw new Error('networkQuiet needs watchRequests(page) first');
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= quietMs;
      },
      { timeout: 20_000, intervals: [50] },
    )
    .toBe(true);
}
