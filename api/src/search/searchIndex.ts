import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchDocument, SearchKind, SearchSource } from './source.ts';
import { indexTerm, words } from './text.ts';

/** One document found, with the index terms it matched (what its snippet marks). */
export interface SearchHit {
  doc: SearchDocument;
  score: number;
  /** The index terms the document matched. */
  terms: string[];
}

export interface SearchIndex {
  /**
   * Brings the index in line with its sources at `now`: adds what became public, re-indexes what
   * changed, drops what is no longer public. Refreshes run one at a time. Resolves to when the
   * index next goes stale by itself (a scheduled post's time), if ever.
   */
  refresh(now: Date): Promise<number | undefined>;
  /** Resolves once no refresh is running. */
  settled(): Promise<unknown>;
  /** Every document matching `query`, best first, by kind. */
  search(query: string): Map<SearchKind, SearchHit[]>;
  /** How many documents and distinct terms it holds. */
  size(): { documents: number; terms: number };
}

interface Indexed extends SearchDocument {
  key: string;
  version: string;
}

/** A title counts most, then tags and categories (and a court's place), then the text. */
const BOOST = { title: 4, keywords: 2, body: 1 };
/** Above this many changed documents a source is read whole instead of one by one. */
const READ_ONE_BY_ONE = 50;

/** Documents indexed between two turns of the event loop. */
const YIELD_EVERY = 100;

const keyOf = (kind: SearchKind, id: string) => `${kind}:${id}`;

/** Typos forgiven by word length: none under 4 letters, one at 4, two from 5 ("thrid" is "third"). */
const fuzziness = (term: string) => (term.length < 4 ? false : term.length <= 4 ? 1 : 2);

/** Scores this close are a tie, which the newer document wins. */
const sameScore = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

/** The site's search index (MiniSearch, in memory) over documents from every source. */
export function createSearchIndex(sources: SearchSource[]): SearchIndex {
  const mini = new MiniSearch<Indexed>({
    idField: 'key',
    fields: ['title', 'keywords', 'body'],
    tokenize: words,
    processTerm: (term) => indexTerm(term),
    searchOptions: {
      boost: BOOST,
      prefix: (term, i, terms) => term.length >= 3 || i === terms.length - 1,
      fuzzy: fuzziness,
      maxFuzzy: 2,
      combineWith: 'AND',
    },
  });
  const docs = new Map<string, Indexed>();
  const loaded = new Set<SearchKind>();
  let queue: Promise<unknown> = Promise.resolve();

  function put(doc: SearchDocument, version: string) {
    const key = keyOf(doc.kind, doc.id);
    const indexed: Indexed = { ...doc, key, version };
    if (docs.has(key)) mini.discard(key);
    docs.set(key, indexed);
    mini.add(indexed);
  }

  function drop(key: string) {
    if (!docs.delete(key)) return;
    mini.discard(key);
  }

  async function refreshSource(source: SearchSource, now: Date) {
    const versions = await source.versions(now);
    const held = [...docs.values()].filter((d) => d.kind === source.kind);
    for (const doc of held) if (!versions.has(doc.id)) drop(doc.key);
    const changed = [...versions].filter(([id, version]) => docs.get(keyOf(source.kind, id))?.version !== version).map(([id]) => id);
    if (changed.length === 0) return;
    const wanted = new Set(changed);
    const fresh = !loaded.has(source.kind) || changed.length > READ_ONE_BY_ONE ? (await source.all(now)).filter((d) => wanted.has(d.id)) : await source.some(changed, now);
    const found = new Set(fresh.map((d) => d.id));
    for (const [i, doc] of fresh.entries()) {
      put(doc, versions.get(doc.id)!);
      // A big build leaves room for the requests arriving meanwhile.
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    // Listed but gone by the time it was read: not public any more.
    for (const id of changed) if (!found.has(id)) drop(keyOf(source.kind, id));
    loaded.add(source.kind);
  }

  async function refreshAll(now: Date): Promise<number | undefined> {
    const next = await Promise.all(
      sources.map(async (source) => {
        await refreshSource(source, now);
        return source.nextChangeAt?.(now);
      }),
    );
    const times = next.filter((t): t is number => t !== undefined);
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  function rank(results: SearchResult[]): Map<SearchKind, SearchHit[]> {
    const byKind = new Map<SearchKind, SearchHit[]>();
    for (const result of results) {
      const doc = docs.get(String(result.id));
      if (!doc) continue;
      const hits = byKind.get(doc.kind) ?? [];
      hits.push({ doc, score: result.score, terms: result.terms });
      byKind.set(doc.kind, hits);
    }
    for (const hits of byKind.values()) {
      hits.sort((a, b) => (sameScore(a.score, b.score) ? (b.doc.date?.getTime() ?? 0) - (a.doc.date?.getTime() ?? 0) : b.score - a.score));
    }
    return byKind;
  }

  return {
    refresh(now) {
      const run = queue.then(() => refreshAll(now));
      queue = run.catch(() => undefined);
      return run;
    },
    settled: () => queue,
    search(query) {
      // Every word should match, as written or as a prefix; else with typos forgiven (costly: a
      // typo reaches many terms); else any of the words will do, the same two ways.
      for (const options of [{ fuzzy: false }, {}, { combineWith: 'OR', fuzzy: false }, { combineWith: 'OR' }] as const) {
        const results = mini.search(query, options);
        if (results.length > 0) return rank(results);
      }
      return new Map();
    },
    size: () => ({ documents: mini.documentCount, terms: mini.termCount }),
  };
}
