import type { RequestHandler } from 'express';
import { actorName } from '../activity/actor.ts';
import type { NavigationInput } from '../../../codegen/hey-api/types.gen.ts';
import { sendCached } from '../public/send.ts';
import type { CurrentMenus, NavigationService } from './service.ts';

/** The contract's Navigation: the menus with their id, version and save time. */
const menusJson = ({ version, savedAt, menus }: CurrentMenus) => ({ id: 'site', ...menus, version, savedAt: savedAt?.toISOString() ?? null });

/** The navigation operations over their service: HTTP only. */
export function navigationHandlers(service: NavigationService): Record<'get' | 'update' | 'versions' | 'restore' | 'public', RequestHandler> {
  return {
    async get(_req, res) {
      res.json(menusJson(await service.current()));
    },
    async update(req, res) {
      const { header, footer, legal } = req.body as NavigationInput;
      res.json(menusJson(await service.update({ header, footer, legal }, await actorName(req))));
    },
    async versions(_req, res) {
      res.json((await service.versions()).map((entry) => ({ ...entry, savedAt: entry.savedAt.toISOString() })));
    },
    async restore(req, res) {
      res.json(menusJson(await service.restore(Number(req.params.version), await actorName(req))));
    },
    /** `GET /api/public/navigation`: the menus every public page draws. */
    async public(req, res) {
      const { key, entry } = await service.publicRead();
      sendCached(req, res, key, entry);
    },
  };
}
