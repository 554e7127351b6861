import type { RequestHandler } from 'express';
import type { PublicSettings } from '../../../codegen/hey-api/types.gen.ts';
import { LOGO_PATH } from '../../../common/site.ts';
import { cacheControlFor } from '../settings/cacheDuration.ts';
import type { SettingsService } from '../settings/service.ts';
import { siteIcons, type SiteIcons } from '../uploads/siteIcons.ts';

const THEME_COLOR = '#0f5132';

/** The manifest's icons: the 192 and 512 px PNGs made from the settings' icon, else the icon as it is (the site's ball when none is set). */
function manifestIcons(icon: string, made: SiteIcons | undefined): object[] {
  if (made) return ([192, 512] as const).map((size) => ({ src: made[size], type: 'image/png', sizes: `${size}x${size}` }));
  const src = icon || LOGO_PATH;
  const type = src.endsWith('.svg') ? 'image/svg+xml' : src.endsWith('.png') ? 'image/png' : src.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
  return [{ src, type, sizes: 'any' }];
}

/** The web manifest's JSON: the site's title, description and icons. */
export function manifestJson(site: PublicSettings, made?: SiteIcons): object {
  return {
    name: site.siteTitle,
    short_name: site.siteTitle.slice(0, 30),
    description: site.siteDescription,
    start_url: '/',
    display: 'browser',
    background_color: site.themeMode === 'dark' ? '#101613' : '#fbfcf9',
    theme_color: THEME_COLOR,
    icons: manifestIcons(site.icon, made),
  };
}

/** `/manifest.webmanifest`, from the settings in force. */
export function webManifest(settings: Pick<SettingsService, 'publicPart' | 'site'>): RequestHandler {
  return async (_req, res) => {
    const [site, all] = await Promise.all([settings.publicPart(), settings.site()]);
    const made = await siteIcons(site.icon);
    res.type('application/manifest+json').setHeader('Cache-Control', cacheControlFor(all));
    res.send(JSON.stringify(manifestJson(site, made)));
  };
}
