import type { RequestHandler } from 'express';
import { sendCached } from '../public/send.ts';
import type { SearchService } from './service.ts';

/** Site search over its service: HTTP only. */
export function searchHandlers(service: SearchService): Record<'query', RequestHandler> {
  return {
    async query(req, res) {
      const { q, page = 1 } = req.query as unknown as { q: string; page?: number };
      const { key, entry } = await service.search(String(q), Number(page));
      sendCached(req, res, key, entry);
    },
  };
}
