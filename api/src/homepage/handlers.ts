import type { RequestHandler } from 'express';
import { actorName } from '../activity/actor.ts';
import type { HomePageInput } from '../../../codegen/hey-api/types.gen.ts';
import { sendCached } from '../public/send.ts';
import type { HomePageService, HomePageState } from './service.ts';

/** The contract's HomePage: the draft with its id, version and save time, and the live version. */
const pageJson = ({ version, savedAt, sections, publishedVersion, publishedAt }: HomePageState) => ({
  id: 'site',
  version,
  savedAt: savedAt?.toISOString() ?? null,
  sections,
  publishedVersion,
  publishedAt: publishedAt?.toISOString() ?? null,
});

/** The home page operations over their service: HTTP only. */
export function homepageHandlers(service: HomePageService): Record<'get' | 'update' | 'publish' | 'versions' | 'restore' | 'preview' | 'public', RequestHandler> {
  return {
    async get(_req, res) {
      res.json(pageJson(await service.current()));
    },
    async update(req, res) {
      res.json(pageJson(await service.update((req.body as HomePageInput).sections)));
    },
    async publish(req, res) {
      res.json(pageJson(await service.publish(await actorName(req))));
    },
    async versions(_req, res) {
      res.json((await service.versions()).map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })));
    },
    async restore(req, res) {
      res.json(pageJson(await service.restore(Number(req.params.version), await actorName(req))));
    },
    async preview(req, res) {
      res.json({ html: await service.preview((req.body as HomePageInput).sections) });
    },
    /** `GET /api/public/homepage`: the live sections the landing draws. */
    async public(req, res) {
      const { key, entry } = await service.publicRead();
      sendCached(req, res, key, entry);
    },
  };
}
