/** The home page's section kinds, with the name the back office gives each. */
export const HOME_SECTION_KINDS = {
  hero: 'Hero',
  guides: 'Guide',
  cards: 'Cards',
  differences: 'What makes us different',
  courts: 'Court finder',
  posts: 'Latest posts',
  newsletter: 'Newsletter sign-up',
  shop: 'Shop',
  charts: 'Comparison charts',
  events: 'Upcoming events',
  text: 'Text and image',
} as const;

export type HomeSectionKind = keyof typeof HOME_SECTION_KINDS;

/** Kinds whose heading the page needs (the others may go without one). */
export const HEADED_KINDS: readonly HomeSectionKind[] = ['hero', 'guides', 'courts', 'posts', 'newsletter', 'events', 'text'];

/** Kinds drawn whole by the site: only their place and visibility are edited. */
export const FIXED_KINDS: readonly HomeSectionKind[] = ['shop', 'charts'];

/** Kinds that, without an anchor of their own, continue the box of the section above. */
export const CONTINUING_KINDS: readonly HomeSectionKind[] = ['cards', 'differences'];

/** An events section: how many of the next sessions it shows unless told, and at most. */
export const HOME_EVENTS = { count: 3, maxCount: 6 } as const;

/** The newsletter band's words, as seeded on the home page and drawn under every other page. */
export const NEWSLETTER_BAND = { title: 'Get the Weekly Rally', text: 'One skill, one gear tip and one local event in your inbox every week.' } as const;

/** Words in a section's text the page replaces with the settings' addresses, as mail links. */
export const HOME_TOKENS = { contact: '[contact-email]', press: '[press-email]' } as const;

export const HOME_MESSAGES = {
  headingRequired: 'This section needs a heading.',
  link: 'Use #section, a path of this site (/...), an http(s):// address or mailto:.',
  image: 'Use an uploaded image, a path of this site (/...) or an https:// address.',
  anchor: 'Use lower case words joined by hyphens.',
  anchorTaken: 'Another section already uses this anchor.',
  labelRequired: 'Give the button a label.',
  cardHeadingRequired: 'Give the card a heading.',
  eventCount: 'Show from 1 to 6 sessions.',
} as const;
