import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's `test` with one change: navigations wait until the app has taken over. Public
 * pages are rendered on the server, so their buttons exist before the scripts that make them
 * work; the app removes the `#server-rendered` marker once it has hydrated the page. Pages the
 * server does not render (sign-in, back office) never have it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appStarted(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
});

/** Waits until the app has taken over the page: after a navigation a link or a form started. */
export const appStarted = (page: Page) => page.locator('#server-rendered').waitFor({ state: 'detached' });

export { expect };
