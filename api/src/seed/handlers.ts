import type { RequestHandler } from 'express';
import { actorOf } from '../auth/guard.ts';
import type { SampleContentService } from './service.ts';

/** The sample-content operations (`sampleContent.*`). */
export function sampleContentHandlers(service: SampleContentService): Record<'list' | 'remove', RequestHandler> {
  return {
    async list(_req, res) {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await service.list());
    },
    async remove(req, res) {
      const { username, isOwner } = actorOf(req);
      res.json(await service.remove({ username, isOwner }));
    },
  };
}
