import type { PublicSettings } from '../../../../codegen/orval/schemas/publicSettings.ts';
import { publicSettings, SETTINGS_DEFAULTS } from '../../../../common/settings.ts';
import { absoluteUrl } from './head.ts';

/** The settings a page is drawn with: the server's, or the defaults where none were handed over. */
export type SiteLook = PublicSettings;

/** The defaults with the site's court photo for link previews (what the server answers before any save). */
export const DEFAULT_SITE: SiteLook = { ...publicSettings(SETTINGS_DEFAULTS), socialImage: { url: '/hero-court.jpg', width: 1600, height: 900 } };

/** The link-preview image of pages without one of their own, with its size when known. */
export function socialImage(site: SiteLook, siteUrl: string) {
  const { url, width, height } = site.socialImage;
  return { image: absoluteUrl(url, siteUrl), imageWidth: width ?? undefined, imageHeight: height ?? undefined };
}

/** Every page says noindex while the site discourages search engines. */
export const robotsOf = (site: SiteLook) => (site.discourageSearchEngines ? { robots: 'noindex, nofollow' } : {});
