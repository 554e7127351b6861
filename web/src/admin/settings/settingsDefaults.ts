import {
  SETTINGS_CACHE_HOURS,
  SETTINGS_DEFAULT_POST_STATUS,
  SETTINGS_DEFAULT_POSTS_PER_PAGE,
  SETTINGS_FONTS,
  SETTINGS_POSTS_PER_PAGE,
  HOMEPAGE_LAYOUTS,
  THEME_MODES,
} from '../../../../common/constants.ts';
import { capitalise } from '../common/capitalise.ts';

/** The static defaults of the Settings screen. */
export const SETTINGS_DEFAULTS = {
  siteTitle: 'Pickleball Hub',
  tagline: 'Learn the game, pick your gear, find your people',
  contactEmail: 'hello@pickleballhub.example',
  postsPerPage: SETTINGS_DEFAULT_POSTS_PER_PAGE,
  defaultPostStatus: SETTINGS_DEFAULT_POST_STATUS,
  metaTitle: 'Pickleball Hub: How to Play, Gear and Community',
  metaDescription: 'Beginner guides, unbiased paddle reviews, a court finder and stories from players across the U.S.',
  generateSitemap: true,
  themeMode: 'system',
  font: SETTINGS_FONTS[0],
  homepageLayout: 'featured',
  cacheHours: SETTINGS_CACHE_HOURS,
  maintenanceMode: false,
};

const choices = (values: readonly (string | number)[]) => values.map((value) => ({ id: value, name: typeof value === 'string' ? capitalise(value) : String(value) }));

export const POSTS_PER_PAGE_CHOICES = choices(SETTINGS_POSTS_PER_PAGE);
export const POST_STATUS_CHOICES = choices(['draft', 'published', 'scheduled']);
export const THEME_CHOICES = choices(THEME_MODES);
export const FONT_CHOICES = SETTINGS_FONTS.map((font) => ({ id: font, name: font }));
export const LAYOUT_CHOICES = choices(HOMEPAGE_LAYOUTS);
