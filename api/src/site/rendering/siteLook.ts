import type { PublicSettings } from '../../../../codegen/hey-api/types.gen.ts';
import type { SiteFont } from '../../../../common/settings.ts';
import { fontHead } from '../fonts.ts';

/** What the settings change in a page's HTML outside the page's own head tags. */
export interface SiteLookHtml {
  /** `light`, `dark` or `system` on <html data-theme>: the stylesheet draws the page from it before any script runs. */
  theme: string;
  /** Tags for <head>: colour scheme, the font, the site's icon and web manifest. */
  head: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const COLOR_SCHEME = { light: 'light', dark: 'dark', system: 'light dark' } as const;

export function siteLookHtml(site: PublicSettings): SiteLookHtml {
  const tags = [`<meta name="color-scheme" content="${COLOR_SCHEME[site.themeMode]}">`, fontHead(site.font as SiteFont), '<link rel="manifest" href="/manifest.webmanifest">'];
  if (site.icon) tags.push(`<link rel="icon" href="${escapeAttribute(site.icon)}">`, `<link rel="apple-touch-icon" href="${escapeAttribute(site.icon)}">`);
  return { theme: site.themeMode, head: tags.filter(Boolean).join('\n    ') };
}
