import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScoringMiniSearch } from '../../src/search/scoring.ts';
import { createSearchIndex } from '../../src/search/searchIndex.ts';
import type { SearchDocument, SearchSource } from '../../src/search/source.ts';
import { marksIn, snippetOf } from '../../src/search/snippet.ts';
import { indexTerm, words } from '../../src/search/text.ts';

/** Words close to each other (plurals, prefixes, one or two letters apart), so prefixes and typos reach several. */
const VOCABULARY = ['serve', 'serves', 'server', 'sever', 'drop', 'drops', 'dropped', 'dink', 'dinks', 'drink', 'kitchen', 'kit', 'third', 'thread', 'shot', 'shoot', 'short', 'paddle', 'paddles', 'grip', 'grips', 'lob', 'lobby', 'the', 'at', 'drive', 'driver', 'dive'];
const word = fc.constantFrom(...VOCABULARY);
const text = fc.array(word, { maxLength: 12 }).map((list) => list.join(' '));
const doc = fc.record({ title: text, keywords: text, body: text });
/** A query word: from the vocabulary, cut short, or with a letter changed. */
const queryWord = fc.oneof(
  word,
  fc.tuple(word, fc.nat()).map(([w, n]) => w.slice(0, 1 + (n % w.length))),
  fc.tuple(word, fc.nat(), fc.constantFrom('a', 'e', 'x', 'r')).map(([w, n, c]) => `${w.slice(0, n % w.length)}${c}${w.slice((n % w.length) + 1)}`),
);
const query = fc.array(queryWord, { minLength: 1, maxLength: 4 }).map((list) => list.join(' '));
const passes = [
  { every: true, fuzzy: false },
  { every: true, fuzzy: true },
  { every: false, fuzzy: false },
  { every: false, fuzzy: true },
];

const fuzziness = (term: string) => (term.length < 4 ? false : term.length <= 4 ? 1 : 2);
const wordOptions = { boost: { title: 4, keywords: 2, body: 1 }, prefix: (term: string, i: number, terms: string[]) => term.length >= 3 || i === terms.length - 1, fuzzy: fuzziness };

function scoringIndex(docs: { title: string; keywords: string; body: string }[]) {
  const mini = new ScoringMiniSearch<{ id: number; title: string; keywords: string; body: string }>(
    { fields: ['title', 'keywords', 'body'], tokenize: words, processTerm: (term) => indexTerm(term), searchOptions: { ...wordOptions, maxFuzzy: 2 } },
    wordOptions,
  );
  mini.addAll(docs.map((d, id) => ({ id, ...d })));
  return mini;
}

describe('search scoring', () => {
  it("finds the documents MiniSearch's own search finds, with the same scores and matched terms", () => {
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 30 }), fc.array(fc.nat(), { maxLength: 5 }), query, (docs, removed, q) => {
        const mini = scoringIndex(docs);
        for (const n of removed) if (mini.has(n % docs.length)) mini.remove({ id: n % docs.length, ...docs[n % docs.length]! });
        for (const pass of passes) {
          const fast = mini.matches(q, pass)!;
          const own = mini.search(q, { fuzzy: pass.fuzzy ? fuzziness : false, combineWith: pass.every ? 'AND' : 'OR' });
          const answer = (found: { id: unknown; score: number; terms: string[] }[]) => found.map(({ id, score, terms }) => ({ id, score, terms: [...terms].sort() })).sort((a, b) => Number(a.id) - Number(b.id));
          const fastFound = fast.docs.map((short) => ({ id: mini.idOf(short), score: fast.scores[short]!, terms: mini.termsOf(short, fast) }));
          expect(answer(fastFound)).toEqual(answer(own));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('declines a query while a discarded document is still in the index (MiniSearch skips it), until a vacuum', async () => {
    const mini = scoringIndex([{ title: 'dink', keywords: '', body: '' }, { title: 'dink drop', keywords: '', body: '' }]);
    mini.discard(0);
    expect(mini.matches('dink', passes[0]!)).toBeUndefined();
    expect(mini.search('dink').map((r) => r.id)).toEqual([1]);
    await mini.vacuum();
    expect(mini.matches('dink', passes[0]!)!.docs.map((short) => mini.idOf(short))).toEqual([1]);
  });
});

describe('search index paging', () => {
  it('gives any page as the same slice of the whole ranking, with every match counted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(doc, fc.nat(5)), { minLength: 1, maxLength: 40 }), query, fc.nat(6), fc.integer({ min: 1, max: 5 }), async (docs, q, from, count) => {
        const documents: SearchDocument[] = docs.map(([d, day], i) => ({ kind: i % 3 ? 'post' : 'court', id: String(i), url: `/${i}`, ...d, ...(i % 3 ? { date: new Date(Date.UTC(2026, 0, 1 + day)) } : {}) }));
        const source = (kind: 'post' | 'court'): SearchSource => {
          const mine = documents.filter((d) => d.kind === kind);
          return { kind, versions: async () => new Map(mine.map((d) => [d.id, '1'])), all: async () => mine, some: async () => mine };
        };
        const index = createSearchIndex([source('post'), source('court')]);
        await index.refresh(new Date());
        const whole = index.search(q, 0, documents.length);
        const page = index.search(q, from, count);
        for (const kind of ['post', 'court'] as const) {
          const all = whole.get(kind)?.hits ?? [];
          expect(page.get(kind)?.total ?? 0).toBe(all.length);
          expect((page.get(kind)?.hits ?? []).map((h) => h.doc.id)).toEqual(all.slice(from, from + count).map((h) => h.doc.id));
          // Best first: a lower score never comes before a higher one, and among equal ones the newer comes first.
          for (let i = 1; i < all.length; i += 1) expect(all[i - 1]!.score >= all[i]!.score * (1 - 1e-9)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('search snippets', () => {
  it('marks every matched word of the text shown, and only those', () => {
    const sentence = fc.array(fc.oneof(word, fc.constantFrom('Serving', 'DROPS', 'café', "dink's", '3rd', 'x')), { minLength: 1, maxLength: 80 });
    fc.assert(
      fc.property(sentence, fc.subarray(['serv', 'drop', 'dink', 'paddl', 'cafe', 'kitchen']), (list, terms) => {
        const text = list.join(' ');
        const wanted = new Set(terms);
        const { text: shown, marks } = snippetOf(text, wanted);
        const lead = shown.startsWith('… ') ? 2 : 0;
        const body = shown.slice(lead, shown.endsWith(' …') ? -2 : undefined);
        expect(text.includes(body)).toBe(true);
        expect(marks).toEqual(marksIn(body, wanted).map((m) => ({ start: m.start + lead, end: m.end + lead })));
        expect(marks.every((m) => wanted.has(indexTerm(shown.slice(m.start, m.end))!))).toBe(true);
        // The first matched word of the text is shown.
        const first = marksIn(text, wanted)[0];
        if (first) expect(body.includes(text.slice(first.start, first.end))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
