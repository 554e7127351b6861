/** The landing navigation: each group and the anchors it lists. */
export interface NavEntry {
  label: string;
  anchor: string;
}

export interface NavGroup {
  id: string;
  label: string;
  entries: NavEntry[];
}

/** A label's anchor on the landing: lower case, each run of other characters one hyphen. */
export const anchorOf = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const group = (label: string, entries: string[]): NavGroup => ({
  id: anchorOf(label),
  label,
  entries: entries.map((entry) => ({ label: entry, anchor: anchorOf(entry) })),
});

export const NAV_GROUPS: NavGroup[] = [
  group('ABOUT US', ['Our Story', 'Media/Press', 'Contact Us']),
  group('LEARN TO PLAY', ['Beginner Guides', 'Skills & Strategy', 'Glossary/FAQ']),
  group('EQUIPMENT', ['Paddles', 'Balls & Nets', 'Shoes & Apparel', 'Accessories', 'Comparison Charts']),
];
