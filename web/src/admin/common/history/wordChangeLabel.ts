import type { RevisionSummary } from '../../../../../codegen/hey-api/types.gen.ts';

/** "+12 / -3 words", or a plain note when the version before is no longer kept. */
export function wordChangeLabel(revision: Pick<RevisionSummary, 'wordsAdded' | 'wordsRemoved'>): string {
  if (revision.wordsAdded === null || revision.wordsRemoved === null) return 'Earlier changes not kept';
  return `+${revision.wordsAdded} / -${revision.wordsRemoved} words`;
}
