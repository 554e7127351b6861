import type { Browser, Page, Request } from '@playwright/test';
import { ADMIN } from './owner.ts';

export interface AdminTimings {
  /** From navigating to /n4n4/posts (signed in, cold cache) to the first post rows on screen. */
  openMs: number;
  /** The scripts that first visit downloaded before its rows showed. */
  scripts: ScriptWeight;
  /** The same in the same browser context afterwards: scripts come from the HTTP cache. */
  reopenMs: number;
  /** From typing into "Search posts..." to rows that all match the search. */
  searchMs: number;
  searchTerm: string;
  rowsAfterSearch: number;
}

/** Scripts downloaded: their count, body bytes as the server sent them, and once decoded. */
export interface ScriptWeight {
  count: number;
  transferredBytes: number;
  uncompressedBytes: number;
  /** Paths of the scripts that hold react-router, which the back office does not use (its router is TanStack's). */
  reactRouter: string[];
  /** Every script's path (`/assets/x.js`). */
  paths: string[];
}

/** A message react-router's code keeps after minifying. */
const REACT_ROUTER_MARKER = 'may be used only in the context of a <Router> component';

/** Weighs every script response `page` receives until the returned function is called. */
function weighScripts(page: Page): () => Promise<ScriptWeight> {
  const pending: Promise<{ path: string; transferred: number; uncompressed: number; reactRouter: boolean }>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const body = response ? await response.body() : Buffer.alloc(0);
        return { path: new URL(request.url()).pathname, transferred: sizes.responseBodySize, uncompressed: body.length, reactRouter: body.includes(REACT_ROUTER_MARKER) };
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  return async () => {
    page.off('requestfinished', onFinished);
    const scripts = await Promise.all(pending);
    return {
      count: scripts.length,
      transferredBytes: scripts.reduce((sum, s) => sum + s.transferred, 0),
      uncompressedBytes: scripts.reduce((sum, s) => sum + s.uncompressed, 0),
      reactRouter: scripts.filter((s) => s.reactRouter).map((s) => s.path),
      paths: scripts.map((s) => s.path),
    };
  };
}

const ROW_LINKS = 'table[aria-label="Blog Posts"] tbody tr a';
const TIMEOUT_MS = 20_000;

/** Titles of the rows on screen, once every one of them satisfies `accept` (bounded wait). */
async function waitForRows(page: Page, accept: (titles: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const titles = await page.locator(ROW_LINKS).allTextContents();
    if (titles.length > 0 && accept(titles)) return titles;
    await page.waitForTimeout(10);
  }
  throw new Error('the posts list did not show the expected rows in time');
}

/** Signs in through the API, opens the back office's posts list, then searches it. */
export async function measureAdmin(browser: Browser, url: string, searchTerm: string): Promise<AdminTimings> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', { data: ADMIN });
    if (login.status() !== 200) throw new Error(`sign-in answered ${login.status()}`);
    await context.addInitScript(() => sessionStorage.setItem('n4n4Auth', 'true'));

    const weighed = weighScripts(page);
    const opened = Date.now();
    await page.goto('/n4n4/posts', { timeout: TIMEOUT_MS });
    const first = await waitForRows(page, () => true);
    const openMs = Date.now() - opened;
    const scripts = await weighed();

    const reopened = Date.now();
    await page.goto('/n4n4/posts', { timeout: TIMEOUT_MS });
    await waitForRows(page, () => true);
    const reopenMs = Date.now() - reopened;

    const needle = searchTerm.toLowerCase();
    const search = page.getByPlaceholder('Search posts...');
    await search.click();
    const typed = Date.now();
    await search.fill(searchTerm);
    const rows = await waitForRows(page, (titles) => titles.join('\n') !== first.join('\n') && titles.every((t) => t.toLowerCase().includes(needle)));
    return { openMs, scripts, reopenMs, searchMs: Date.now() - typed, searchTerm, rowsAfterSearch: rows.length };
  } finally {
    await context.close();
  }
}
