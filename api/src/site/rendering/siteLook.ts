import type { PublicSettings } from '../../../../codegen/hey-api/types.gen.ts';
import { LOGO_PATH } from '../../../../common/site.ts';
import type { SiteFont } from '../../../../common/settings.ts';
import { HEX_COLOR } from '../../../../common/contrast.ts';
import { siteIcons } from '../../uploads/siteIcons.ts';
import { fontHead } from '../fonts.ts';

/** What the settings change in a page's HTML outside the page's own head tags. */
export interface SiteLookHtml {
  /** `light`, `dark` or `system` on <html data-theme>: the stylesheet draws the page from it before any script runs. */
  theme: string;
  /** Tags for <head>: colour scheme, the font, the site's icons and web manifest. */
  head: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const COLOR_SCHEME = { light: 'light', dark: 'dark', system: 'light dark' } as const;

/** The favicon and apple-touch-icon: PNGs made from the settings' icon, the icon as uploaded if they cannot be, or the site's ball. */
async function iconTags(icon: string): Promise<string[]> {
  const made = await siteIcons(icon);
  if (made) return [`<link rel="icon" href="${made[32]}" sizes="32x32" type="image/png">`, `<link rel="apple-touch-icon" href="${made[180]}" sizes="180x180">`];
  if (icon) return [`<link rel="icon" href="${escapeAttribute(icon)}">`, `<link rel="apple-touch-icon" href="${escapeAttribute(icon)}">`];
  return [`<link rel="icon" href="${LOGO_PATH}" type="image/svg+xml">`];
}

/**
 * The settings' accent colours as the theme's link colour (theme.css reads --site-link), in the
 * first HTML so no page paints in the old colour first. Only `#rrggbb` values reach the CSS.
 */
function accentStyle(site: Pick<PublicSettings, 'accentColor' | 'accentColorDark'>): string {
  if (!HEX_COLOR.test(site.accentColor) || !HEX_COLOR.test(site.accentColorDark)) return '';
  // :root outweighs theme.css's own html[data-theme] rule, which the page inlines after this.
  return `<style id="site-accent">html[data-theme]:root { --site-accent: ${site.accentColor}; --site-accent-dark: ${site.accentColorDark}; --site-link: light-dark(${site.accentColor}, ${site.accentColorDark}); }</style>`;
}

export async function siteLookHtml(site: PublicSettings): Promise<SiteLookHtml> {
  const tags = [`<meta name="color-scheme" content="${COLOR_SCHEME[site.themeMode]}">`, accentStyle(site), fontHead(site.font as SiteFont), '<link rel="manifest" href="/manifest.webmanifest">', ...(await iconTags(site.icon))];
  return { theme: site.themeMode, head: tags.filter(Boolean).join('\n    ') };
}
