import { queryClient } from '../api/queryClient.ts';
import { startSessionReads } from '../auth/earlySession.ts';
import { createBlogDataProvider } from './dataProvider/blogDataProvider.ts';
import { identityOf } from './authProvider.ts';
import { prefetchFirstPostsPage } from './posts/firstPage.ts';

/** ra-core's cache keys for usePermissions() and useGetIdentity(). */
const PERMISSIONS_KEY = ['auth', 'getPermissions', {}];
const IDENTITY_KEY = ['auth', 'getIdentity'];

/**
 * What entering the back office asks the server for at once, while the code of its screens is
 * still on its way: the session check, who is signed in and, on /n4n4/posts, the list's first page.
 * Their answers wait in the guard, the identity read and react-admin's cache.
 */
export function startFirstRequests(address: { pathname: string; search: string }): void {
  // Who is signed in also goes where react-admin's permission and identity reads look first, so
  // the first screen is drawn once with its role's buttons and links, not redrawn when they arrive.
  void startSessionReads().then((user) => {
    if (!user) return;
    queryClient.setQueryData(PERMISSIONS_KEY, user.role);
    queryClient.setQueryData(IDENTITY_KEY, identityOf(user));
  });
  prefetchFirstPostsPage(queryClient, createBlogDataProvider(), address);
}
