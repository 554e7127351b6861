import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` with one change: navigations wait until the app has taken over. The
 * landing is served prerendered (web/scripts/prerender.ts), so its buttons exist before the
 * scripts that make them work; the client's first render removes the `#prerendered` marker.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const appStarted = () => page.locator('#prerendered').waitFor({ state: 'detached' });
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
