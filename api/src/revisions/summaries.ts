import { wordChanges } from './wordChanges.ts';

interface Kept {
  version: number;
  content: string;
}

/** The content of the version just older than `doc`: null when it is no longer kept, '' before the first version. */
export function contentBefore(doc: Kept, older: Kept | null | undefined): string | null {
  if (older && older.version === doc.version - 1) return older.content;
  return doc.version === 1 ? '' : null;
}

/** Words `doc` added to and removed from `before` (null both when `before` is not known). */
export function wordChangesFrom(doc: Kept, before: string | null): { wordsAdded: number | null; wordsRemoved: number | null } {
  const changes = before === null ? null : wordChanges(before, doc.content);
  return { wordsAdded: changes?.added ?? null, wordsRemoved: changes?.removed ?? null };
}

/** Newest first, each with the content of the revision after it in the list (its older neighbour). */
export function withContentBefore<T extends Kept>(newestFirst: T[]): [T, string | null][] {
  return newestFirst.map((doc, i) => [doc, contentBefore(doc, newestFirst[i + 1])]);
}
