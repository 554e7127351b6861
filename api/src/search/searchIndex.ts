import { ScoringMiniSearch, type Pass } from './scoring.ts';
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
  /** By kind: how many documents match `query`, and the `count` best after the `from` best, best first. */
  search(query: string, from: number, count: number): Map<SearchKind, RankedHits>;
  /** How many documents and distinct terms it holds. */
  size(): { documents: number; terms: number };
}

/** One group's results: all of them counted, only the page asked for ranked and kept. */
export interface RankedHits {
  total: number;
  hits: SearchHit[];
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
  const wordOptions = { boost: BOOST, prefix: (term: string, i: number, terms: string[]) => term.length >= 3 || i === terms.length - 1, fuzzy: fuzziness };
  const mini = new ScoringMiniSearch<Indexed>(
    {
      idField: 'key',
      fields: ['title', 'keywords', 'body'],
      tokenize: words,
      processTerm: (term) => indexTerm(term),
      searchOptions: { ...wordOptions, maxFuzzy: 2, combineWith: 'AND' },
    },
    wordOptions,
  );
  const docs = new Map<string, Indexed>();
  /** Each document's kind by its short id in the index. */
  const kinds: SearchKind[] = [];
  const loaded = new Set<SearchKind>();
  let queue: Promise<unknown> = Promise.resolve();

  function put(doc: SearchDocument, version: string) {
    const key = keyOf(doc.kind, doc.id);
    const indexed: Indexed = { ...doc, key, version };
    const held = docs.get(key);
    // Removed at once, not discarded: a discarded document lingers in the index until a search sweeps it.
    if (held) mini.remove(held);
    docs.set(key, indexed);
    mini.add(indexed);
    kinds[mini.shortIdOf(key)!] = doc.kind;
  }

  function drop(key: string) {
    const held = docs.get(key);
    if (!held) return;
    docs.delete(key);
    mini.remove(held);
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

  /** The documents one pass matched (short ids), each one's score and the index terms it matched. */
  interface Scored {
    docs: number[];
    score(short: number): number;
    terms(short: number): string[];
  }

  /** Scored by the fast path, or by MiniSearch's own search when the fast path declines. */
  function scored(query: string, pass: Pass): Scored {
    const matches = mini.matches(query, pass);
    if (matches) return { docs: matches.docs, score: (short) => matches.scores[short]!, terms: (short) => mini.termsOf(short, matches) };
    const results = new Map(mini.search(query, { fuzzy: pass.fuzzy ? fuzziness : false, combineWith: pass.every ? 'AND' : 'OR' }).map((r) => [mini.shortIdOf(r.id)!, r]));
    return { docs: [...results.keys()], score: (short) => results.get(short)!.score, terms: (short) => results.get(short)!.terms };
  }

  interface Candidate {
    short: number;
    score: number;
    doc: Indexed;
  }

  /** The higher score first; among equal scores the newer, then the one indexed first. */
  const better = (a: Candidate, b: Candidate) =>
    sameScore(a.score, b.score) ? (b.doc.date?.getTime() ?? 0) - (a.doc.date?.getTime() ?? 0) || a.short - b.short : b.score - a.score;

  /**
   * Each kind's matches counted; only the best `from + count` of them (and those tied with the
   * last, which a newer date may move up) are sorted, and only the page's get their terms.
   */
  function rank(found: Scored, from: number, count: number): Map<SearchKind, RankedHits> {
    const byKind = new Map<SearchKind, number[]>();
    for (const short of found.docs) {
      const kind = kinds[short]!;
      const list = byKind.get(kind);
      if (list) list.push(short);
      else byKind.set(kind, [short]);
    }
    const wanted = from + count;
    const ranked = new Map<SearchKind, RankedHits>();
    for (const [kind, list] of byKind) {
      let top = list;
      if (list.length > wanted) {
        const threshold = Float64Array.from(list, (short) => found.score(short)).sort()[list.length - wanted]!;
        top = list.filter((short) => found.score(short) >= threshold || sameScore(found.score(short), threshold));
      }
      const hits = top
        .map((short) => ({ short, score: found.score(short), doc: docs.get(String(mini.idOf(short)))! }))
        .sort(better)
        .slice(from, wanted)
        .map(({ short, score, doc }) => ({ doc, score, terms: found.terms(short) }));
      ranked.set(kind, { total: list.length, hits });
    }
    return ranked;
  }

  return {
    refresh(now) {
      const run = queue.then(() => refreshAll(now));
      queue = run.catch(() => undefined);
      return run;
    },
    settled: () => queue,
    search(query, from, count) {
      // Every word should match, as written or as a prefix; else with typos forgiven (costly: a
      // typo reaches many terms); else any of the words will do, the same two ways.
      for (const pass of [
        { every: true, fuzzy: false },
        { every: true, fuzzy: true },
        { every: false, fuzzy: false },
        { every: false, fuzzy: true },
      ]) {
        const found = scored(query, pass);
        if (found.docs.length > 0) return rank(found, from, count);
      }
      return new Map();
    },
    size: () => ({ documents: mini.documentCount, terms: mini.termCount }),
  };
}
