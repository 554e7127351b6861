import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/**
 * Signs in through the API: the cookie lands in the page's context, and the back office, opened
 * next, lets a browser with a session cookie in (as a new tab is; e2e/admin/new-tab.spec.ts).
 */
export async function signIn(page: Page, credentials: { username: string; password: string } = ADMIN): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
}

export interface PostFields {
  title: string;
  slug: string;
  content?: string;
  publishStatus?: 'draft' | 'published' | 'scheduled';
  publishDate?: string | null;
  tagIds?: number[];
  categoryIds?: number[];
}

/** Creates a post through the API with the page's session. */
export async function createPostViaApi(request: APIRequestContext, fields: PostFields): Promise<{ id: number; slug: string }> {
  const response = await request.post('/api/blog/posts', { data: { content: '<p>Practice the drill.</p>', ...fields } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** A 1x1 PNG, built here so no fixture file is needed. */
export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
}

/** The visible toast (one at a time). */
export const toast = (page: Page) => page.locator('.MuiSnackbar-root');

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const box = toast(page);
  await expect(box).toContainText(title);
  if (description) await expect(box).toContainText(description);
}

/** Tests whose subject does not depend on the viewport run once, on desktop. */
export function desktopOnly(testInfo: TestInfo): boolean {
  return testInfo.project.name !== 'desktop';
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
