import type { CommentModeration, LeavingMemberComments } from './comments.ts';
import { DEFAULT_ACCENT, DEFAULT_ACCENT_DARK } from './brand.ts';
import { SITE_DESCRIPTION, SITE_NAME, SITE_TIME_ZONE, SITE_TITLE } from './site.ts';

/*
 * The settings' choices live here, not in constants.ts: what the public pages load first shares
 * that module's chunk, and these lists are only for the Settings screen and the server.
 */
export const SETTINGS_POSTS_PER_PAGE = [5, 10, 15, 20, 25] as const;
export const SETTINGS_DEFAULT_POSTS_PER_PAGE = 10;
export const SETTINGS_CACHE_HOURS = 24;
export const SETTINGS_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat'] as const;
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export const HOMEPAGE_LAYOUTS = ['featured', 'grid', 'magazine'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type HomepageLayout = (typeof HOMEPAGE_LAYOUTS)[number];
export type SiteFont = (typeof SETTINGS_FONTS)[number];

/** Profile links by network; an empty link hides the network's icon. */
export interface SocialProfiles {
  facebook: string;
  instagram: string;
  youtube: string;
  x: string;
}

/** What the public site is drawn with (`GET /api/public/settings`). */
export interface PublicSiteSettings {
  siteTitle: string;
  siteDescription: string;
  postsPerPage: number;
  metaTitle: string;
  metaDescription: string;
  defaultSocialImage: string;
  discourageSearchEngines: boolean;
  social: SocialProfiles;
  themeMode: ThemeMode;
  font: SiteFont;
  homepageLayout: HomepageLayout;
  logo: string;
  icon: string;
  /** The link colour, as `#rrggbb`, in the light and the dark theme. */
  accentColor: string;
  accentColorDark: string;
  /** The landing's contact and press addresses (public, unlike contactEmail); empty hides the sentence. */
  publicEmail: string;
  pressEmail: string;
  /** The landing hero's line under its title. */
  trustedBy: string;
  /** The IANA zone the site's clock reads in: event times, the activity log's dates. */
  timeZone: string;
}

/** The whole settings document an admin edits. */
export interface SiteSettings extends PublicSiteSettings {
  contactEmail: string;
  /** Links to other sites in posts, pages and events say rel="nofollow". */
  externalLinksNofollow: boolean;
  defaultPostStatus: 'draft' | 'published';
  cacheHours: number;
  /** Which new comments wait for a moderator. */
  commentModeration: CommentModeration;
  /** Whether a leaving member's comments stay (as "Deleted member") or go. */
  leavingMemberComments: LeavingMemberComments;
}

/** How the activity log names each setting in "Changed the site title and theme". */
export const SETTING_NAMES: { [Key in keyof SiteSettings]: Key extends 'social' ? { [Network in keyof SocialProfiles]: string } : string } = {
  siteTitle: 'site title',
  siteDescription: 'site description',
  contactEmail: 'contact email',
  postsPerPage: 'posts per page',
  defaultPostStatus: 'default post status',
  metaTitle: 'default meta title',
  metaDescription: 'default meta description',
  defaultSocialImage: 'default social image',
  discourageSearchEngines: 'search engine setting',
  social: { facebook: 'Facebook profile', instagram: 'Instagram profile', youtube: 'YouTube channel', x: 'X profile' },
  themeMode: 'theme',
  font: 'font',
  homepageLayout: 'homepage layout',
  logo: 'logo',
  icon: 'site icon',
  accentColor: 'accent colour',
  accentColorDark: 'dark theme accent colour',
  publicEmail: 'public contact email',
  pressEmail: 'press email',
  trustedBy: 'trusted-by line',
  timeZone: 'time zone',
  externalLinksNofollow: 'nofollow setting',
  cacheHours: 'cache duration',
  commentModeration: 'comment moderation',
  leavingMemberComments: "leaving members' comments",
};

/** The names of the settings that differ between two versions, in the Settings screen's order. */
export function changedSettings(before: SiteSettings, after: SiteSettings): string[] {
  return (Object.keys(SETTING_NAMES) as (keyof SiteSettings)[]).flatMap((key) => {
    if (key === 'social') return (Object.keys(SETTING_NAMES.social) as (keyof SocialProfiles)[]).filter((network) => before.social[network] !== after.social[network]).map((network) => SETTING_NAMES.social[network]);
    return before[key] === after[key] ? [] : [SETTING_NAMES[key]];
  });
}

/** The settings before the first save. */
export const SETTINGS_DEFAULTS: SiteSettings = {
  siteTitle: SITE_NAME,
  siteDescription: SITE_DESCRIPTION,
  contactEmail: '',
  postsPerPage: SETTINGS_DEFAULT_POSTS_PER_PAGE,
  defaultPostStatus: 'draft',
  metaTitle: SITE_TITLE,
  metaDescription: SITE_DESCRIPTION,
  defaultSocialImage: '',
  discourageSearchEngines: false,
  social: { facebook: '', instagram: '', youtube: '', x: '' },
  themeMode: 'light',
  font: SETTINGS_FONTS[0],
  homepageLayout: 'grid',
  logo: '',
  icon: '',
  accentColor: DEFAULT_ACCENT,
  accentColorDark: DEFAULT_ACCENT_DARK,
  publicEmail: 'hello@pickleballhub.example',
  pressEmail: 'press@pickleballhub.example',
  trustedBy: 'Plain-language guides, unbiased gear reviews and a court finder, trusted by thousands of players across the U.S.',
  timeZone: SITE_TIME_ZONE,
  externalLinksNofollow: true,
  cacheHours: SETTINGS_CACHE_HOURS,
  commentModeration: 'first-held',
  leavingMemberComments: 'keep',
};

/** The public part of the settings (no private contact address, no back-office defaults). */
export function publicSettings(settings: SiteSettings): PublicSiteSettings {
  const { contactEmail: _contact, externalLinksNofollow: _nofollow, defaultPostStatus: _status, cacheHours: _hours, commentModeration: _moderation, leavingMemberComments: _leaving, ...rest } = settings;
  return { ...rest, social: { ...rest.social } };
}

/** The social networks in the footer's order, with their names. */
export const SOCIAL_NETWORKS: [keyof SocialProfiles, string][] = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['x', 'X'],
];

/** What the Settings screen shows under a refused field. */
export const SETTINGS_MESSAGES = {
  siteTitleRequired: 'Site title is required.',
  siteTitleTooLong: 'Site title must be 80 characters or fewer.',
  contactEmail: 'Enter an email address, or leave it empty.',
  accentColor: 'Enter a colour as # and six hex digits, e.g. #0f5132.',
  trustedBy: 'The trusted-by line must be 200 characters or fewer.',
  image: 'Use an uploaded image or an https:// address, or leave it empty.',
  profileLink: 'Use an https:// link to the profile, or leave it empty.',
  timeZone: 'Choose a time zone from the list, such as America/Chicago.',
} as const;

/** The blog's name under the site's title (its page heading and the RSS channel). */
export const blogTitleOf = (siteTitle: string) => `The ${siteTitle} Blog`;
