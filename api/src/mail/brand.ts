import { MAIL_LOGO_PATH } from '../../../common/site.ts';

/** Who a mail comes from, as its header band shows it. */
export interface MailBrand {
  /** The site title: the band's words, or the logo's alt text. */
  name: string;
  /** The absolute URL of the owner's logo; empty for the site's ball beside the name. */
  logoUrl: string;
  /** The absolute URL of the site's ball (a PNG: mail apps do not show SVG). */
  markUrl: string;
}

/**
 * The band from the settings' title and logo. An SVG logo is left out (mail apps do not show
 * SVG), and so is a logo that is not an uploaded image or an https address.
 */
export function mailBrand(site: { siteTitle: string; logo: string }, siteUrl: string): MailBrand {
  const absolute = site.logo.startsWith('/') ? `${siteUrl}${site.logo}` : site.logo;
  const usable = /^https:\/\//i.test(absolute) || absolute.startsWith(`${siteUrl}/`);
  return { name: site.siteTitle, logoUrl: usable && !/\.svg$/i.test(absolute) ? absolute : '', markUrl: `${siteUrl}${MAIL_LOGO_PATH}` };
}
