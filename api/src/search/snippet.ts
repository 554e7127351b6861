import { indexTerm, wordsWithPlaces } from './text.ts';

/** Where a matched word starts and ends (UTF-16 offsets, end excluded). */
export interface MarkRange {
  start: number;
  end: number;
}

/** Plain text with the places of the words that matched: the client marks them, no HTML travels. */
export interface MarkedText {
  text: string;
  marks: MarkRange[];
}

const SNIPPET_CHARS = 180;
/** How much text comes before the first matched word. */
const LEAD_CHARS = 50;

const isMatch = (word: string, terms: ReadonlySet<string>) => {
  const term = indexTerm(word);
  return term !== null && terms.has(term);
};

/** The words of `text` whose index form is one of `terms`. */
export function marksIn(text: string, terms: ReadonlySet<string>): MarkRange[] {
  return marksBetween(text, terms, 0, text.length);
}

/** The matched words lying wholly between `from` (where a word starts, or 0) and `to`. */
function marksBetween(text: string, terms: ReadonlySet<string>, from: number, to: number): MarkRange[] {
  const marks: MarkRange[] = [];
  for (const { word, start, end } of wordsWithPlaces(text, from)) {
    if (end > to) break;
    if (isMatch(word, terms)) marks.push({ start, end });
  }
  return marks;
}

/** About SNIPPET_CHARS of `text` around its first matched word, cut at spaces, with "…" where text was left out. */
export function snippetOf(text: string, terms: ReadonlySet<string>): MarkedText {
  if (text.length <= SNIPPET_CHARS) return { text, marks: marksIn(text, terms) };
  // Read up to the first matched word, and then only the part shown.
  let first = 0;
  for (const { word, start } of wordsWithPlaces(text)) {
    if (isMatch(word, terms)) {
      first = start;
      break;
    }
  }
  let start = Math.max(0, first - LEAD_CHARS);
  if (start > 0) start = text.indexOf(' ', start) + 1 || first;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > first ? space : end;
  }
  const lead = start > 0 ? '… ' : '';
  const tail = end < text.length ? ' …' : '';
  return {
    text: `${lead}${text.slice(start, end).trimEnd()}${tail}`,
    marks: marksBetween(text, terms, start, end).map((m) => ({ start: m.start - start + lead.length, end: m.end - start + lead.length })),
  };
}
