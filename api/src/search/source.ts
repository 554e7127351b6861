/** What kinds of things the site search finds, each group of results in this order. */
export const SEARCH_KINDS = ['post', 'page', 'event', 'court', 'product'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One thing a visitor can find, as the index reads it. Only public things ever become one. */
export interface SearchDocument {
  kind: SearchKind;
  /** Unique within its kind. */
  id: string;
  title: string;
  /** Plain text (never HTML): what the snippet is cut from. */
  body: string;
  /** Tags, categories, a court's city: words that count more than the body. */
  keywords: string;
  /** The site path the result links to. */
  url: string;
  /** A post's publish date: the newer wins a tie. */
  date?: Date;
  /** A post's first category's name. */
  category?: string;
}

/**
 * Where documents come from: posts and courts now, static pages later. The index reads each
 * source whole at start and on every refresh, re-indexing only the documents whose `version`
 * changed, so a source should answer `versions` cheaply.
 */
export interface SearchSource {
  kind: SearchKind;
  /** Every public document's id and a stamp that changes whenever the document does. */
  versions(now: Date): Promise<Map<string, string>>;
  /** Every public document. */
  all(now: Date): Promise<SearchDocument[]>;
  /** The public documents of these ids (absent ones are not public any more). */
  some(ids: string[], now: Date): Promise<SearchDocument[]>;
  /** When a document not public yet becomes public (a scheduled post), if any. */
  nextChangeAt?(now: Date): Promise<number | undefined>;
}
