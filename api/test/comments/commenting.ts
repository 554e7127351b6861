import { expect } from 'vitest';
import type { TestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';

/**
 * Posts and comments for the comment tests. Each comment comes from an address of its own on the
 * `10.{network}.` network, so the per-address limit decides no test it is not about.
 */
export function commenting(app: Pick<TestApp, 'url' | 'cookie'>, network: number) {
  let clientNumber = 0;
  const nextClient = () => `10.${network}.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;
  return {
    /** A published post, by the admin. */
    async publishedPost(slug: string): Promise<void> {
      const created = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: `Post ${slug}`, slug, content: 'Reset the point.', publishStatus: 'published' });
      expect(created.status, created.body?.detail).toBe(201);
    },
    /** A member's comment, typed for 5 seconds, that the server takes: its id and status. */
    async comment(cookie: string, slug: string, text: string): Promise<{ id: string; status: string }> {
      const response = await fetch(`${app.url}/api/public/posts/${slug}/comments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Forwarded-For': nextClient() },
        body: JSON.stringify({ text, typingMs: 5000 }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { comment: { id: string; status: string } }).comment;
    },
  };
}
