import { queryClient } from '../api/queryClient.ts';
import { startSessionReads } from '../auth/earlySession.ts';
import { createBlogDataProvider } from './dataProvider/blogDataProvider.ts';
import { prefetchFirstPostsPage } from './posts/firstPage.ts';

/**
 * What entering the back office asks the server for at once, while the code of its screens is
 * still on its way: the session check, who is signed in and, on /n4n4/posts, the list's first page.
 * Their answers wait in the guard, the identity read and react-admin's cache.
 */
export function startFirstRequests(address: { pathname: string; search: string }): void {
  startSessionReads();
  prefetchFirstPostsPage(queryClient, createBlogDataProvider(), address);
}
