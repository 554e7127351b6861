import type { QueryClient } from '@tanstack/react-query';
import { getCourtsSearchQueryOptions } from '../../../../codegen/orval/endpoints/courts/courts.ts';
import type { CourtSearchResult, CourtsSearchMiles, CourtsSearchParams } from '../../../../codegen/orval/schemas/index.ts';
import { ApiError } from '../../api/fetcher.ts';
import { readCourtQuery, type CourtFinderQuery } from './courtQuery.ts';

/** /courts: the search its URL asks for and its answer (none before a place is given). */
export interface CourtsSource {
  kind: 'courts';
  query: CourtFinderQuery;
  result: CourtSearchResult | null;
  /** Why the search could not run, in the server's words (an unknown place, too many searches). */
  refusal?: string;
}

const SEARCH_FAILED = 'We could not search for courts right now. Please try again.';

/** The public search's parameters (unticked boxes are left out). */
export function searchParamsOf(query: CourtFinderQuery): CourtsSearchParams {
  const params: CourtsSearchParams = { near: query.near, miles: query.miles as CourtsSearchMiles };
  for (const type of query.types) params[type] = true;
  return params;
}

/** The courts near the URL's place, read on the server (the page works without scripts); refusals are said, not thrown. */
export async function loadCourts(queryClient: QueryClient, search: Record<string, unknown>): Promise<CourtsSource> {
  const query = readCourtQuery(search);
  if (!query.near) return { kind: 'courts', query, result: null };
  try {
    const response = await queryClient.ensureQueryData(getCourtsSearchQueryOptions(searchParamsOf(query)));
    if (response.status !== 200) throw new Error(`courts answered ${response.status}`);
    return { kind: 'courts', query, result: response.data };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { kind: 'courts', query, result: null, refusal: error.detail ?? SEARCH_FAILED };
    if (error instanceof ApiError) return { kind: 'courts', query, result: null, refusal: SEARCH_FAILED };
    throw error;
  }
}
