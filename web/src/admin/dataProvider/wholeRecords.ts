import type { QueryClient } from '@tanstack/react-query';

/** Tells a whole record of a resource from the shorter row its list returns. */
export type WholeRecordTest = (record: unknown) => boolean;

const hasField = (field: string): WholeRecordTest => (record) => typeof record === 'object' && record !== null && field in record;

/** The resources whose list rows are partial: a post row has no content (its summary has 7 fields). */
export const WHOLE_RECORD_TESTS: Record<string, WholeRecordTest> = {
  posts: hasField('content'),
};

/**
 * react-admin copies every list row into the cache entry its edit screen reads the record from
 * (ra-core's useGetList, useGetManyReference and useInfiniteGetList all do), and cached data never
 * goes stale here, so a partial row would be shown as the record and never fetched. Such a row is
 * taken back out as soon as it lands: the entry returns to "no data", and the edit screen fetches
 * the whole record (at once when it is already open). Whole records, once fetched, stay cached.
 * Returns the unsubscribe function.
 */
export function keepListRowsOutOfRecordCache(queryClient: QueryClient, tests: Record<string, WholeRecordTest> = WHOLE_RECORD_TESTS): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [resource, kind] = event.query.queryKey;
    const isWhole = typeof resource === 'string' ? tests[resource] : undefined;
    if (kind !== 'getOne' || !isWhole || isWhole(event.query.state.data)) return;
    void queryClient.resetQueries({ queryKey: event.query.queryKey, exact: true });
  });
}
