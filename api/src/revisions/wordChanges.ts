import { plainText } from '../markup/plainText.ts';

/** Words are runs of letters, digits and apostrophes; punctuation around them does not count. */
function wordCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of plainText(html).toLowerCase().split(/[^\p{L}\p{N}']+/u)) {
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** Words of `after` not in `before` and the reverse, counted as bags of words (order ignored). */
export function wordChanges(before: string, after: string): { added: number; removed: number } {
  const was = wordCounts(before);
  const now = wordCounts(after);
  let added = 0;
  let removed = 0;
  for (const [word, count] of now) added += Math.max(0, count - (was.get(word) ?? 0));
  for (const [word, count] of was) removed += Math.max(0, count - (now.get(word) ?? 0));
  return { added, removed };
}
