import type { RequestHandler } from 'express';
import { actorOf } from '../auth/guard.ts';
import { idParam } from '../http/listQuery.ts';
import type { PreviewService } from './service.ts';

/** The preview link operations of one kind (`previews.*` for posts, `pagePreviews.*`) over its preview service. */
export function previewHandlers(service: PreviewService) {
  const createLink: RequestHandler = async (req, res) => {
    const link = await service.createLink(idParam(req), actorOf(req));
    res.status(201).json(link);
  };

  const revokeLinks: RequestHandler = async (req, res) => {
    await service.revokeLinks(idParam(req), actorOf(req));
    res.status(204).end();
  };

  return { createLink, revokeLinks };
}
