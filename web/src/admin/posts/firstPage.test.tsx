import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/queryClient.ts';
import { prefetchFirstPostsPage } from './firstPage.ts';
import { PostList } from './PostList.tsx';

/** An editor: the list links every title to its editor. */
const EDITOR = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => 'editor',
  getIdentity: async () => ({ id: 1, fullName: 'Sam' }),
};

const ROW = { id: 3, title: 'Fixing the Erne', slug: 'fixing-the-erne', publishStatus: 'published', publishDate: '2026-11-01T10:00:00Z', createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z' };

function setUp() {
  const getList = vi.fn(async () => ({ data: [ROW], total: 1 }));
  return { getList, queryClient: createQueryClient(), dataProvider: testDataProvider({ getList } as never) };
}

describe('prefetchFirstPostsPage', () => {
  it('fetches the page the posts list opens on, and the list shows it without asking again', async () => {
    const { getList, queryClient, dataProvider } = setUp();
    prefetchFirstPostsPage(queryClient, dataProvider, { pathname: '/n4n4/posts', search: '' });
    expect(getList).toHaveBeenCalledTimes(1);
    render(
      <AdminContext dataProvider={dataProvider} authProvider={EDITOR} queryClient={queryClient}>
        <ResourceContextProvider value="posts">
          <PostList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByRole('link', { name: 'Fixing the Erne' })).toBeTruthy();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for another screen or a list opened on a page, filter or sort', () => {
    const { getList, queryClient, dataProvider } = setUp();
    prefetchFirstPostsPage(queryClient, dataProvider, { pathname: '/n4n4/categories', search: '' });
    prefetchFirstPostsPage(queryClient, dataProvider, { pathname: '/n4n4/posts', search: '?page=2' });
    prefetchFirstPostsPage(queryClient, dataProvider, { pathname: '/n4n4/posts/7', search: '' });
    expect(getList).not.toHaveBeenCalled();
  });
});
