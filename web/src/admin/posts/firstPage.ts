import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import { POSTS_PAGE_SIZE } from '../../../../common/constants.ts';

/** The posts list's order when the visitor has not chosen one: newest first. */
export const POSTS_DEFAULT_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** What the posts list asks the data provider for on arrival: page 1, no filter, newest first. */
const FIRST_PAGE: GetListParams = { pagination: { page: 1, perPage: POSTS_PAGE_SIZE }, sort: { ...POSTS_DEFAULT_SORT }, filter: {} };

/**
 * Starts fetching the posts list's first page into react-admin's cache entry for it (ra-core's
 * useGetList key), so a first visit to /n4n4/posts reads it while the screen is still being set up
 * instead of after. Only for that address as it is opened (no page, filter or sort in it); the
 * server still decides: without a session the answer is a 401, which the list does not keep.
 */
export function prefetchFirstPostsPage(queryClient: QueryClient, dataProvider: DataProvider, address: { pathname: string; search: string }): void {
  if (address.pathname !== '/n4n4/posts' || address.search !== '') return;
  const { pagination, sort, filter } = FIRST_PAGE;
  void queryClient.prefetchQuery({
    queryKey: ['posts', 'getList', { pagination, sort, filter }],
    queryFn: () => dataProvider.getList('posts', FIRST_PAGE).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}
