import type { CourtService } from '../courts/service.ts';
import type { PublicPostReads } from '../posts/repository/postRepository.ts';
import type { PublicCache } from '../public/cache.ts';
import type { TermLookup } from '../taxonomy/termLookup.ts';
import { courtSearchSource } from './courtSource.ts';
import { postSearchSource } from './postSource.ts';
import { createSearchIndex } from './searchIndex.ts';
import { createSearchService } from './service.ts';
import type { SearchSource } from './source.ts';

export interface SearchComposition {
  posts: PublicPostReads;
  terms: TermLookup;
  courts: CourtService;
  cache: PublicCache;
  /** More sources (static pages) plug in here. */
  extraSources?: SearchSource[];
}

/** Site search over the posts and courts (and any further source), its index refreshed within the posts' public freshness window. */
export function composeSearch({ posts, terms, courts, cache, extraSources = [] }: SearchComposition) {
  const index = createSearchIndex([postSearchSource(posts, terms), ...extraSources, courtSearchSource(courts)]);
  return Object.assign(createSearchService({ index, cache, courts }), { index });
}
