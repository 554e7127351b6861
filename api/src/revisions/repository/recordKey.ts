import { paddedKey } from '../../db/paddedKey.ts';
import type { RecordKind } from '../recordKind.ts';

/**
 * How revisions and preview generations name the record they belong to: a post by its padded key
 * (as stored before pages had them, so a key without a kind is a post's), a page as `page:{id}`.
 */
export function recordKey(kind: RecordKind, id: number): string {
  return kind === 'post' ? paddedKey(id) : `${kind}:${id}`;
}
