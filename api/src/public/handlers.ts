import type { RequestHandler } from 'express';
import type { PublicReadService } from './service.ts';
import { sendCached, sendRenamed } from './send.ts';

/** The public API and the feeds over the public read service: HTTP only. */
export function publicHandlers(service: PublicReadService): Record<'listPosts' | 'getPost' | 'rss' | 'sitemap', RequestHandler> {
  return {
    async listPosts(req, res) {
      const { page = 1, pageSize = 10, category, tag, author } = req.query as { page?: number; pageSize?: number; category?: string; tag?: string; author?: string };
      const { key, entry } = await service.list({ page: Number(page), pageSize: Number(pageSize), category, tag, author });
      sendCached(req, res, key, entry);
    },
    async getPost(req, res) {
      const { key, entry } = await service.post(String(req.params.slug));
      if (entry.status === 301) {
        sendRenamed(res, `/api/public/posts/${entry.body}`);
        return;
      }
      sendCached(req, res, key, entry);
    },
    async rss(req, res) {
      const [{ key, entry }, cacheControl] = await Promise.all([service.rss(), service.feedCacheControl()]);
      sendCached(req, res, key, entry, cacheControl);
    },
    async sitemap(req, res) {
      const [{ key, entry }, cacheControl] = await Promise.all([service.sitemap(), service.feedCacheControl()]);
      sendCached(req, res, key, entry, cacheControl);
    },
  };
}
