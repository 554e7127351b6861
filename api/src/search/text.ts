/**
 * How search reads words: the same for the index, the query and the highlighted snippet, so a
 * word matches whatever form it is written in (case, accents, plurals, -ing, -ed).
 */

/** Letters and digits (any script), with inner apostrophes: "o'neil", "dink's". */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Words too common to say anything about a page. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Lower case without accents: "Café" is "cafe". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of `text`. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Each word of `text` (from `from`, where a word starts) with where it starts and ends in `text`, read as they are asked for. */
export function* wordsWithPlaces(text: string, from = 0): Generator<{ word: string; start: number; end: number }> {
  const word = new RegExp(WORD.source, WORD.flags);
  word.lastIndex = from;
  for (let m = word.exec(text); m; m = word.exec(text)) yield { word: m[0], start: m.index, end: m.index + m[0].length };
}

const VOWEL = /[aeiouy]/;
const DOUBLED = /([b-df-hj-np-tv-z])\1$/;

/** Drops an ending when enough of the word stays: "drops", "dropping", "dropped" are all "drop". */
function stripEnding(word: string, ending: string): string | undefined {
  if (!word.endsWith(ending)) return undefined;
  const stem = word.slice(0, -ending.length);
  if (stem.length < 3 || !VOWEL.test(stem)) return undefined;
  // "hitting" → "hitt" → "hit", but "balls" keeps its "ll" ("ball").
  return DOUBLED.test(stem) && !/(ll|ss|zz)$/.test(stem) ? stem.slice(0, -1) : stem;
}

/**
 * A small English stemmer for plurals and the -ing / -ed forms: enough for "paddles" to find
 * "paddle" and "serving" to find "serve". Both sides of a match go through it, so a stem need
 * not be a word.
 */
export function stem(word: string): string {
  let w = fold(word).replace(/['’]s$/, '').replace(/['’]/g, '');
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  const ing = stripEnding(w, 'ing');
  if (ing) return dropSilentE(ing);
  const ed = stripEnding(w, 'ed');
  if (ed) return dropSilentE(ed);
  if (w.endsWith('es') && /(ch|sh|x|ss|zz)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return dropSilentE(w);
}

/** "serve" and "serv(ing)" meet at "serv". */
function dropSilentE(w: string): string {
  return w.length > 3 && w.endsWith('e') && !w.endsWith('ee') ? w.slice(0, -1) : w;
}

/** Words already read: a site's vocabulary is small, its text long. Bounded, and emptied when full. */
const known = new Map<string, string | null>();
const MAX_KNOWN = 200_000;

/** The index's form of one word, or null for a word that says nothing. */
export function indexTerm(word: string): string | null {
  const seen = known.get(word);
  if (seen !== undefined) return seen;
  const folded = fold(word);
  const term = STOP_WORDS.has(folded) ? null : stem(folded);
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(word, term);
  return term;
}

/** A query as one cache key: folded, words only, single spaces. */
export function normalizeQuery(q: string): string {
  return Array.from(wordsWithPlaces(fold(q)), (w) => w.word).join(' ');
}

/** Visible text of sanitized post HTML: tags become spaces, the few entities the sanitizer writes are decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
