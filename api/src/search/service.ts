import type { CourtService } from '../courts/service.ts';
import type { CachedBody, PublicCache } from '../public/cache.ts';
import { placeIn, type NamedPlace } from './place.ts';
import type { RankedHits, SearchHit, SearchIndex } from './searchIndex.ts';
import { marksIn, snippetOf } from './snippet.ts';
import { SEARCH_KINDS, type SearchKind } from './source.ts';
import { normalizeQuery } from './text.ts';

/** Results of each group per page. */
export const SEARCH_PAGE_SIZE = 10;
/** The court finder's radius a place's count is given for. */
export const PLACE_MILES = 25;

const GROUP_OF: Record<SearchKind, 'posts' | 'pages' | 'events' | 'courts' | 'products'> = { post: 'posts', page: 'pages', event: 'events', court: 'courts', product: 'products' };

export interface SearchService {
  /** One page of every group's results for `q`, cached per normalized query like the other public reads. */
  search(q: string, page: number): Promise<{ key: string; entry: CachedBody }>;
  /** Builds the index (and the table of places) now, at start, so the first visitor does not wait for them. */
  warm(): Promise<void>;
}

export interface SearchServiceDeps {
  index: SearchIndex;
  cache: Pick<PublicCache, 'cached'>;
  courts: Pick<CourtService, 'search'>;
}

function hitBody({ doc, terms: matched }: SearchHit) {
  const terms = new Set(matched);
  return {
    kind: doc.kind,
    title: doc.title,
    url: doc.url,
    titleMarks: marksIn(doc.title, terms),
    ...(() => {
      const { text, marks } = snippetOf(doc.body, terms);
      return { snippet: text, snippetMarks: marks };
    })(),
    ...(doc.date ? { date: doc.date.toISOString() } : {}),
    ...(doc.category ? { category: doc.category } : {}),
  };
}

/**
 * Site search: the index answers from memory; its state lives in the public cache as one entry,
 * so what empties or expires that cache (a write declaring `x-cache-effects: [public]`, the
 * freshness window, a scheduled post's time) also makes the next search refresh the index first.
 */
export function createSearchService({ index, cache, courts }: SearchServiceDeps): SearchService {
  /** Refreshes the index when its cache entry is gone or stale; resolves to when it next goes stale by itself. */
  async function currentIndex(): Promise<number | undefined> {
    const { body } = await cache.cached(
      'search:index',
      async () => {
        const validUntil = await index.refresh(new Date());
        return { body: validUntil === undefined ? '' : String(validUntil), contentType: 'text/plain', validUntil };
      },
    );
    // A stale entry is answered at once while the refresh runs: results wait for it, so they are never computed from the old index.
    await index.settled();
    return body === '' ? undefined : Number(body);
  }

  async function courtsNear(place: NamedPlace) {
    const { entry } = await courts.search({ near: place.near, miles: PLACE_MILES, indoor: false, outdoor: false, public: false, private: false });
    const found = JSON.parse(entry.body) as { items: unknown[] };
    return { label: place.label, near: place.near, miles: PLACE_MILES, courts: found.items.length };
  }

  return {
    warm: async () => {
      // The table of places is built on first use: now, not on a visitor's first search.
      placeIn('austin tx');
      await currentIndex();
    },
    async search(q, page) {
      const query = normalizeQuery(q);
      const key = `search:${page}:${query}`;
      const entry = await cache.cached(
        key,
        async () => {
          const validUntil = await currentIndex();
          const skip = (page - 1) * SEARCH_PAGE_SIZE;
          const found = query === '' ? new Map<SearchKind, RankedHits>() : index.search(query, skip, SEARCH_PAGE_SIZE);
          const groups = Object.fromEntries(
            SEARCH_KINDS.map((kind) => {
              const { total, hits } = found.get(kind) ?? { total: 0, hits: [] };
              return [GROUP_OF[kind], { total, items: hits.map(hitBody) }];
            }),
          );
          const most = Math.max(...SEARCH_KINDS.map((kind) => found.get(kind)?.total ?? 0));
          const place = placeIn(query);
          const body = {
            query,
            page,
            pageSize: SEARCH_PAGE_SIZE,
            totalPages: Math.ceil(most / SEARCH_PAGE_SIZE),
            ...(place ? { place: await courtsNear(place) } : {}),
            ...groups,
          };
          return { body: JSON.stringify(body), contentType: 'application/json; charset=utf-8', validUntil };
        },
      );
      return { key, entry };
    },
  };
}
