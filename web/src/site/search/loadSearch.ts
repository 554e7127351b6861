import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { getSearchQueryQueryOptions } from '../../../../codegen/orval/endpoints/search/search.ts';
import { longerThan } from '../../../../common/characters.ts';
import type { SearchResults } from '../../../../codegen/orval/schemas/searchResults.ts';
import { ApiError } from '../../api/fetcher.ts';
import { pageNumber } from '../blog/loadList.ts';

/** The longest query the search answers. */
export const MAX_QUERY_CHARS = 100;

export interface SearchSource {
  kind: 'search';
  query: string;
  results: SearchResults | null;
  /** Why the query was not run, in words. */
  refusal?: string;
}

/** The `q` parameter as typed (the router reads `78701` as a number). */
export function queryText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** One page of results for the search page; no query shows the empty form, a page past the end is no such page. */
export async function loadSearch(queryClient: QueryClient, rawQuery: unknown, rawPage: unknown): Promise<SearchSource> {
  const query = queryText(rawQuery).trim();
  const page = pageNumber(rawPage);
  if (page === null) throw notFound();
  if (query === '') return { kind: 'search', query, results: null };
  if (longerThan(query, MAX_QUERY_CHARS)) return { kind: 'search', query, results: null, refusal: `Please search for at most ${MAX_QUERY_CHARS} characters.` };
  try {
    const response = await queryClient.ensureQueryData(getSearchQueryQueryOptions({ q: query, page }));
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    if (page > Math.max(1, response.data.totalPages)) throw notFound();
    return { kind: 'search', query, results: response.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { kind: 'search', query, results: null, refusal: 'Please search with letters and numbers only.' };
    throw error;
  }
}
