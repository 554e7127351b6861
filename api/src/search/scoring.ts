import MiniSearch, { type Options } from 'minisearch';

/** How a query's words are read: all of them must match or any, with typos forgiven or not. */
export interface Pass {
  every: boolean;
  fuzzy: boolean;
}

/** The per-word options of the index: which words are also read as prefixes, and how many typos each forgives. */
export interface WordOptions {
  prefix: (term: string, i: number, terms: string[]) => boolean;
  /** How many edits a word forgives (an absolute distance), or false. */
  fuzzy: (term: string, i: number, terms: string[]) => number | false;
  boost: Record<string, number>;
}

/** What one pass found: the documents (short ids), their scores by short id, and the index terms the query's words reached. */
export interface Matches {
  docs: number[];
  scores: Float64Array;
  reached: Reached[];
}

/** An index term's occurrences: by field id, each document's (short id) count of it. */
type TermData = Map<number, Map<number, number>>;

interface Reached {
  term: string;
  weight: number;
  data: TermData;
}

/** MiniSearch's defaults, which its scores are computed with. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375 };
/** Words a query may have for the fast path (one bit each); a longer query takes MiniSearch's own. */
const MAX_WORDS = 31;

/** BM25's weight of a term found in `matchingCount` of `totalCount` documents (computed once per term and field). */
const inverseFrequency = (matchingCount: number, totalCount: number) => Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));

const bm25 = (invDocFreq: number, termFreq: number, fieldLength: number, avgFieldLength: number) => {
  const { k, b, d } = BM25;
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
};

/**
 * MiniSearch with MiniSearch's own scores (BM25, prefix and typo weights, a document's score times
 * how many query words it matched), computed into arrays instead of an object per document, so a
 * query matching most documents costs a fraction of `search()` and only the page's results get
 * built. The additions run in MiniSearch's order, so the scores are the same numbers.
 */
export class ScoringMiniSearch<T> extends MiniSearch<T> {
  constructor(
    options: Options<T>,
    private readonly words: WordOptions,
  ) {
    super(options);
  }

  /** The id a short id stands for. */
  idOf(short: number): unknown {
    return this._documentIds.get(short);
  }

  /** The short id of a document added. */
  shortIdOf(id: unknown): number | undefined {
    return this._idToShortId.get(id);
  }

  /** The index terms of `matches.reached` found in document `short` (what its snippet marks). */
  termsOf(short: number, matches: Matches): string[] {
    const terms = new Set<string>();
    for (const { term, data } of matches.reached) {
      for (const field of this._options.fields) if (data.get(this._fieldIds[field]!)?.has(short)) terms.add(term);
    }
    return [...terms];
  }

  /**
   * Every document matching `query` in `pass`, scored as `search()` scores it. Undefined when the
   * index holds discarded documents not vacuumed yet (MiniSearch's own search skips them), or for
   * a query of more than MAX_WORDS words: the caller asks `search()` then.
   */
  matches(query: string, pass: Pass): Matches | undefined {
    const { tokenize, processTerm } = this._options;
    const terms = tokenize(query)
      .flatMap((word) => processTerm(word) || [])
      .filter((term): term is string => !!term);
    const distinct = [...new Set(terms)];
    if (distinct.length > MAX_WORDS || this.dirtCount > 0) return undefined;
    const size = this._nextId;
    const total = new Float64Array(size);
    const wordScore = new Float64Array(size);
    const seenBy = new Int32Array(size);
    const words = new Uint32Array(size);
    /** Under AND: how many of the words so far a document matched (it must match each one). */
    const kept = new Int32Array(size);
    let docs: number[] = [];
    const reached: Reached[] = [];
    const reaches = terms.map((term, i) => this.reach(term, i, terms, pass.fuzzy));
    // Under AND a word found nowhere leaves nothing to score.
    if (pass.every && reaches.some((found) => found.length === 0)) return { docs, scores: total, reached };
    for (const [i, term] of terms.entries()) {
      const found = reaches[i]!;
      reached.push(...found);
      const wordDocs: number[] = [];
      for (const { weight, data } of found) {
        for (const field of this._options.fields) {
          const fieldId = this._fieldIds[field]!;
          const freqs = data.get(fieldId);
          if (!freqs) continue;
          const boost = this.words.boost[field] || 1;
          const avgFieldLength = this._avgFieldLength[fieldId]!;
          const invDocFreq = inverseFrequency(freqs.size, this._documentCount);
          for (const [short, termFreq] of freqs) {
            // Under AND a document that missed an earlier word is out: no need to score it.
            if (pass.every && kept[short] !== i) continue;
            const score = weight * boost * bm25(invDocFreq, termFreq, this._fieldLength.get(short)![fieldId]!, avgFieldLength);
            if (seenBy[short] === i + 1) wordScore[short] = wordScore[short]! + score;
            else {
              seenBy[short] = i + 1;
              wordScore[short] = score;
              wordDocs.push(short);
            }
          }
        }
      }
      const bit = 1 << distinct.indexOf(term);
      for (const short of wordDocs) {
        if (pass.every) kept[short] = i + 1;
        else if (words[short] === 0) docs.push(short);
        total[short] = total[short]! + wordScore[short]!;
        words[short] = words[short]! | bit;
      }
      if (pass.every) {
        docs = i === 0 ? wordDocs : docs.filter((short) => kept[short] === i + 1);
        if (docs.length === 0) break;
      }
    }
    for (const short of docs) total[short] = total[short]! * (popCount(words[short]!) || 1);
    return { docs, scores: total, reached };
  }

  /** The index terms a query word reaches, with their weights, in the order MiniSearch adds them: the word itself, its prefixes, its typos. */
  private reach(term: string, i: number, terms: string[], fuzzy: boolean): Reached[] {
    const reached: Reached[] = [];
    const exact = this._index.get(term);
    if (exact) reached.push({ term, weight: 1, data: exact });
    const maxDistance = fuzzy ? this.words.fuzzy(term, i, terms) : false;
    const typos = maxDistance ? this._index.fuzzyGet(term, maxDistance) : undefined;
    if (this.words.prefix(term, i, terms)) {
      for (const [longer, data] of this._index.atPrefix(term)) {
        const distance = longer.length - term.length;
        if (!distance) continue;
        typos?.delete(longer);
        reached.push({ term: longer, weight: (WEIGHTS.prefix * longer.length) / (longer.length + 0.3 * distance), data });
      }
    }
    for (const [near, [data, distance]] of typos ?? []) {
      if (!distance) continue;
      reached.push({ term: near, weight: (WEIGHTS.fuzzy * near.length) / (near.length + distance), data });
    }
    return reached;
  }
}

function popCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}
