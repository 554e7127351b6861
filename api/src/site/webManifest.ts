import type { RequestHandler } from 'express';
import type { PublicSettings } from '../../../codegen/hey-api/types.gen.ts';
import { LOGO_PATH } from '../../../common/site.ts';
import { cacheControlFor } from '../settings/cacheDuration.ts';
import type { SettingsService } from '../settings/service.ts';

const THEME_COLOR = '#0f5132';

/** The web manifest's JSON: the site's title, description and icon (the site's ball when no icon is set). */
export function manifestJson(site: PublicSettings): object {
  const icon = site.icon || LOGO_PATH;
  const type = icon.endsWith('.svg') ? 'image/svg+xml' : icon.endsWith('.png') ? 'image/png' : icon.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
  return {
    name: site.siteTitle,
    short_name: site.siteTitle.slice(0, 30),
    description: site.siteDescription,
    start_url: '/',
    display: 'browser',
    background_color: site.themeMode === 'dark' ? '#101613' : '#fbfcf9',
    theme_color: THEME_COLOR,
    icons: [{ src: icon, type, sizes: 'any' }],
  };
}

/** `/manifest.webmanifest`, from the settings in force. */
export function webManifest(settings: Pick<SettingsService, 'publicPart' | 'site'>): RequestHandler {
  return async (_req, res) => {
    const [site, all] = await Promise.all([settings.publicPart(), settings.site()]);
    res.type('application/manifest+json').setHeader('Cache-Control', cacheControlFor(all));
    res.send(JSON.stringify(manifestJson(site)));
  };
}
