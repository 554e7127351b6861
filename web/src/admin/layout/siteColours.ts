/** The public site's colours (web/src/site/*.css), so the back office looks like the same product. */
export const SITE_COLOURS = {
  /** The blog bar and the footer. */
  darkGreen: '#0b3d2c',
  /** Links and the admin's primary buttons. */
  green: '#0f5132',
  /** Buttons, the newsletter band and the site's focus ring on light backgrounds. */
  focusGreen: '#146c43',
  /** The accent: the logo's ball, the focus ring on dark backgrounds. */
  lime: '#d7e84f',
} as const;
