import type { NavGroup, NavLink } from '../codegen/hey-api/types.gen.ts';

/** What the menus may hold: the contract states the same bounds. */
export const NAV_LIMITS = { groups: 8, columns: 4, legal: 8, entries: 12, label: 60, groupLabel: 40, url: 2000 } as const;

/** The texts a refused menu entry gets, per field. */
export const NAV_MESSAGES = {
  labelRequired: 'Enter a label.',
  labelTooLong: `A label has at most ${NAV_LIMITS.label} characters.`,
  groupLabelTooLong: `A group's label has at most ${NAV_LIMITS.groupLabel} characters.`,
  unknownPage: 'No page has this id.',
  unknownPost: 'No post has this id.',
  unknownCategory: 'No category has this id.',
  pageRequired: 'Choose a page.',
  postRequired: 'Choose a post.',
  categoryRequired: 'Choose a category.',
  anchor: 'A section is lower case letters and digits joined by hyphens, e.g. our-story.',
  url: 'Enter a link starting with http://, https://, mailto: or /.',
} as const;

const section = (label: string, anchor: string): NavLink => ({ label, kind: 'section', anchor });

/** A label's anchor on the home page: lower case, each run of other characters one hyphen. */
export const anchorOf = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const group = (label: string, entries: (string | NavLink)[]): NavGroup => ({
  label,
  entries: entries.map((entry) => (typeof entry === 'string' ? section(entry, anchorOf(entry)) : entry)),
});

/** The menus of a fresh install (the legal row is the published legal pages, found by slug when read). */
export const DEFAULT_HEADER: NavGroup[] = [
  group('ABOUT US', ['Our Story', 'Media/Press', 'Contact Us']),
  group('LEARN TO PLAY', ['Beginner Guides', 'Skills & Strategy', 'Glossary/FAQ']),
  group('EQUIPMENT', ['Paddles', 'Balls & Nets', 'Shoes & Apparel', 'Accessories', 'Comparison Charts']),
  group('COMMUNITY', [
    { label: 'Blog', kind: 'blog' },
    { label: 'Court Finder', kind: 'courts' },
    { label: 'Events', kind: 'events' },
  ]),
];

export const DEFAULT_FOOTER: NavGroup[] = [
  group('Quick Links', [section('About Us', 'about'), section('Learn to Play', 'learn'), section('Equipment', 'equipment'), section('Shop', 'shop')]),
  group('Resources', ['Beginner Guides', 'Skills & Strategy', 'Glossary/FAQ', { label: 'Blog', kind: 'blog' }, { label: 'Court Finder', kind: 'courts' }]),
];
