import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useGetIdentity, usePermissions } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mockApi.ts';
import { queryClient } from '../api/queryClient.ts';
import { setSessionFlag } from '../auth/flag.ts';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { renderWithRouter } from '../site/testing/renderWithRouter.tsx';
import { createAuthProvider } from './authProvider.ts';
import { startFirstRequests } from './firstRequests.ts';

const STAFF = { id: 4, username: 'sam', displayName: 'Sam Lee', email: 'sam@example.com', role: 'editor', status: 'active', isOwner: false, avatar: '', bio: '', slug: 'sam-lee', twoFactorEnabled: false, createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z' };

describe('the first requests of entering the back office', () => {
  let restore = () => {};
  beforeEach(() => {
    sessionStorage.clear();
    setSessionFlag(true);
    queryClient.clear();
  });
  afterEach(() => restore());

  const signedIn = async () => {
    const api = await mockApi({
      'auth.session': () => ({ status: 200, body: { authenticated: true, username: 'sam' } }),
      'auth.me': () => ({ status: 200, body: STAFF }),
      'posts.list': () => ({ status: 200, body: [], headers: { 'Content-Range': 'posts 0-0/0' } }),
    });
    restore = api.restore;
    return api;
  };
  const asked = (calls: { operationId: string }[]) => calls.map((call) => call.operationId).sort();

  it('asks at once for the session, who is signed in and, on /n4n4/posts, the first page of posts', async () => {
    const api = await signedIn();
    startFirstRequests({ pathname: '/n4n4/posts', search: '' });
    await vi.waitFor(() => expect(asked(api.calls)).toEqual(['auth.me', 'auth.session', 'posts.list']));
  });

  it('asks for no posts on another screen', async () => {
    const api = await signedIn();
    startFirstRequests({ pathname: '/n4n4/tags', search: '' });
    await vi.waitFor(() => expect(asked(api.calls)).toEqual(['auth.me', 'auth.session']));
  });

  it('the guard and the identity read those answers instead of asking again, then ask afresh', async () => {
    const api = await signedIn();
    startFirstRequests({ pathname: '/n4n4/tags', search: '' });
    await renderWithRouter(
      <RequireAuth>
        <p>Back office</p>
      </RequireAuth>,
      '/n4n4/tags',
    );
    expect(await screen.findByText('Back office')).toBeTruthy();
    const auth = createAuthProvider(vi.fn());
    expect(await auth.getIdentity!()).toMatchObject({ id: 4, fullName: 'Sam Lee', role: 'editor' });
    expect(await auth.getPermissions!({})).toBe('editor');
    expect(asked(api.calls)).toEqual(['auth.me', 'auth.session']);

    // Taken once: after the profile changes the name, the next read asks the server.
    auth.forgetIdentity!();
    await auth.getIdentity!();
    expect(asked(api.calls)).toEqual(['auth.me', 'auth.me', 'auth.session']);
  });

  it("react-admin's role and identity reads have the answer from their first render", async () => {
    const api = await signedIn();
    startFirstRequests({ pathname: '/n4n4/tags', search: '' });
    await vi.waitFor(() => expect(api.calls.map((call) => call.operationId)).toContain('auth.me'));
    await vi.waitFor(() => expect(queryClient.getQueryState(['auth', 'getIdentity'])?.status).toBe('success'));
    const firstRenders: string[] = [];
    function Reader() {
      const { permissions } = usePermissions<string>();
      const { identity } = useGetIdentity();
      firstRenders.push(`${permissions ?? 'pending'} ${identity?.fullName ?? 'pending'}`);
      return null;
    }
    render(
      <CoreAdminContext authProvider={createAuthProvider(vi.fn())} queryClient={queryClient}>
        <Reader />
      </CoreAdminContext>,
    );
    expect(firstRenders[0]).toBe('editor Sam Lee');
    // Read from the entry's answer: nobody asked again.
    expect(asked(api.calls)).toEqual(['auth.me', 'auth.session']);

    // After a profile change the next identity read asks the server, not the entry's answer.
    const auth = createAuthProvider(vi.fn());
    auth.forgetIdentity!();
    await auth.getIdentity!();
    expect(asked(api.calls)).toEqual(['auth.me', 'auth.me', 'auth.session']);
  });

  it('answers asked for before the tab signed out and in again are not taken', async () => {
    const api = await signedIn();
    startFirstRequests({ pathname: '/n4n4/tags', search: '' });
    setSessionFlag(false);
    setSessionFlag(true);
    await createAuthProvider(vi.fn()).getIdentity!();
    await vi.waitFor(() => expect(asked(api.calls)).toEqual(['auth.me', 'auth.me', 'auth.session']));
    expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toBeUndefined();
  });

  it('a stale flag still ends at the login: the session check started on entry says signed out', async () => {
    const api = await mockApi({ 'auth.session': () => ({ status: 200, body: { authenticated: false } }) });
    restore = api.restore;
    startFirstRequests({ pathname: '/n4n4/posts', search: '' });
    const { router } = await renderWithRouter(
      <RequireAuth>
        <p>Back office</p>
      </RequireAuth>,
      '/n4n4/posts',
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('Back office')).toBeNull();
    expect(sessionStorage.getItem('n4n4Auth')).toBeNull();
    expect(api.calls.filter((call) => call.operationId === 'auth.session')).toHaveLength(1);
  });
});
