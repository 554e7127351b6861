/** A static page as a plain record: what the repository takes in, and what its model stores. */

import { SHARING_FIELDS } from '../../db/sharingFields.ts';

/** A static page's optional texts: its search-engine texts, how it shows when shared, its JSON-LD. */
export const PAGE_TEXTS = ['metaTitle', 'metaDescription', 'keywords', ...SHARING_FIELDS, 'structuredData'] as const;

/** What a static page is written from (every text field present, trimmed). */
export type StaticPageFields = Record<(typeof PAGE_TEXTS)[number], string> & {
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
  /** Whether members may comment on it (off unless the owner switches it on; absent on pages stored before: off). */
  commentsOpen?: boolean;
};
