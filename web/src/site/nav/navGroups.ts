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

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'about-us',
    label: 'ABOUT US',
    entries: [
      { label: 'Our Story', anchor: 'our-story' },
      { label: 'Media/Press', anchor: 'media-press' },
      { label: 'Contact Us', anchor: 'contact-us' },
    ],
  },
  {
    id: 'learn-to-play',
    label: 'LEARN TO PLAY',
    entries: [
      { label: 'Beginner Guides', anchor: 'beginner-guides' },
      { label: 'Skills & Strategy', anchor: 'skills-strategy' },
      { label: 'Glossary/FAQ', anchor: 'glossary-faq' },
    ],
  },
  {
    id: 'equipment',
    label: 'EQUIPMENT',
    entries: [
      { label: 'Paddles', anchor: 'paddles' },
      { label: 'Balls & Nets', anchor: 'balls-nets' },
      { label: 'Shoes & Apparel', anchor: 'shoes-apparel' },
      { label: 'Accessories', anchor: 'accessories' },
      { label: 'Comparison Charts', anchor: 'comparison-charts' },
    ],
  },
];
