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

/** The words of `text` whose index form is one of `terms`. */
export function marksIn(text: string, terms: ReadonlySet<string>): MarkRange[] {
  return wordsWithPlaces(text)
    .filter(({ word }) => {
      const term = indexTerm(word);
      return term !== null && terms.has(term);
    })
    .map(({ start, end }) => ({ start, end }));
}

/** About SNIPPET_CHARS of `text` around its first matched word, cut at spaces, with "…" where text was left out. */
export function snippetOf(text: string, terms: ReadonlySet<string>): MarkedText {
  const marks = marksIn(text, terms);
  if (text.length <= SNIPPET_CHARS) return { text, marks };
  const first = marks[0]?.start ?? 0;
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
    marks: marks.filter((m) => m.start >= start && m.end <= end).map((m) => ({ start: m.start - start + lead.length, end: m.end - start + lead.length })),
  };
}
