/** What an import reads from another platform's export, before any rule of this site applies. */
export interface ImportedTerm {
  kind: 'category' | 'tag';
  slug: string;
  name: string;
  description: string;
}

/** A reader's comment on an imported post (WordPress's `<wp:comment>`). */
export interface ImportedComment {
  sourceId: string;
  /** The comment it answers ('' or '0': none). */
  parentId: string;
  authorName: string;
  authorEmail: string;
  /** As the other platform stored it: text with some HTML. */
  body: string;
  status: 'approved' | 'held' | 'spam';
  createdAt: Date | null;
}

export interface ImportedItem {
  kind: 'post' | 'page';
  /** The id the other platform gave it (WordPress's post id, Ghost's id). */
  sourceId: string;
  title: string;
  /** As the other platform stored it (WordPress percent-encodes non-ASCII). */
  slug: string;
  html: string;
  excerpt: string;
  status: 'published' | 'draft' | 'scheduled';
  publishedAt: Date | null;
  featuredImage: string;
  featuredImageAlt: string;
  /** Set when the export names a featured image it does not hold. */
  missingImage?: string;
  metaTitle: string;
  metaDescription: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  canonicalUrl: string;
  categories: string[];
  tags: string[];
  /** Login, email, slug and display name of the author on the other platform. */
  author: { login: string; email: string; slug: string; name?: string } | null;
  /** Old addresses that should lead to the item: WordPress's `?p=123`. */
  oldKeys: string[];
  /** Readers' comments on it, in the order the file has them. */
  comments: ImportedComment[];
}

export interface ImportedSite {
  terms: ImportedTerm[];
  items: ImportedItem[];
}
