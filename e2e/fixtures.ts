import { test as base, expect } from '@playwright/test';

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
    const appStarted = () => page.locator('#server-rendered').waitFor({ state: 'detached' });
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appStarted();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appStarted();
      return response;
    };
    await use(page);
  },
});

export { expect };
