/** Unsaved edits of an editor kept in this browser, one per record ("new" for one not created yet). */
export interface LocalDraft {
  values: Record<string, unknown>;
  /** When it was last written (ms since the epoch). */
  at: number;
}

/** Whose edits: a post's keys are those kept before pages had any. */
export type DraftKind = 'post' | 'page';

export const draftKey = (recordId: unknown, kind: DraftKind = 'post') => `n4n4:${kind}-draft:${recordId === undefined || recordId === null ? 'new' : String(recordId)}`;

export function readDraft(key: string): LocalDraft | undefined {
  try {
    const raw = localStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as LocalDraft) : undefined;
    return draft && typeof draft.at === 'number' && draft.values && typeof draft.values === 'object' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, at: Date.now() } satisfies LocalDraft));
  } catch {
    // A full or disabled storage keeps nothing; the editor still works.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/** The fields a writer edits in a post; a draft that matches the post in all of them offers nothing. */
export const EDITED_FIELDS = [
  'title',
  'subtitle',
  'slug',
  'content',
  'metaDescription',
  'publishStatus',
  'publishDate',
  'featuredImage',
  'featuredImageAlt',
  'canonicalUrl',
  'ogTitle',
  'ogDescription',
  'ogImage',
  'tagIds',
  'categoryIds',
] as const;

export function sameEdits(a: Record<string, unknown>, b: Record<string, unknown>, fields: readonly string[] = EDITED_FIELDS): boolean {
  return fields.every((field) => JSON.stringify(a[field] ?? null) === JSON.stringify(b[field] ?? null));
}
