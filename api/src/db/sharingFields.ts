/**
 * What posts and static pages both hold for sharing: the featured image and its alt text, the
 * address search engines should credit, and the Open Graph card's texts. Each a text, empty until written.
 */
export const SHARING_FIELDS = ['featuredImage', 'featuredImageAlt', 'canonicalUrl', 'ogTitle', 'ogDescription', 'ogImage'] as const;

export type SharingFields = Record<(typeof SHARING_FIELDS)[number], string>;
