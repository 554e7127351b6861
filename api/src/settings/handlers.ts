import { actorName } from '../activity/actor.ts';
import type { RequestHandler } from 'express';
import type { SiteSettings } from '../../../common/settings.ts';
import type { CurrentSettings, SettingsService } from './service.ts';

/** The contract's Settings: the document with its id, version and save time. */
const settingsJson = ({ version, savedAt, settings }: CurrentSettings) => ({ id: 'site', ...settings, version, savedAt: savedAt?.toISOString() ?? null });

/** The settings operations over their service: HTTP only. */
export function settingsHandlers(service: SettingsService): Record<'get' | 'update' | 'versions' | 'restore' | 'public', RequestHandler> {
  return {
    async get(_req, res) {
      res.json(settingsJson(await service.current()));
    },
    async update(req, res) {
      res.json(settingsJson(await service.update(req.body as SiteSettings, await actorName(req))));
    },
    async versions(_req, res) {
      res.json((await service.versions()).map((entry) => ({ ...entry, savedAt: entry.savedAt.toISOString() })));
    },
    async restore(req, res) {
      res.json(settingsJson(await service.restore(Number(req.params.version), await actorName(req))));
    },
    /** `GET /api/public/settings`: what the public site is drawn with. */
    async public(_req, res) {
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      res.json(await service.publicPart());
    },
  };
}
