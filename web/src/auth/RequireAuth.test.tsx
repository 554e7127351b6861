import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mockApi.ts';
import { renderWithRouter } from '../site/testing/renderWithRouter.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { setSessionFlag } from './flag.ts';

const secret = (
  <RequireAuth>
    <p>Back office</p>
  </RequireAuth>
);

describe('RequireAuth', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends a visitor without the flag to the login with the requested path', async () => {
    const api = await mockApi();
    const { router } = await renderWithRouter(secret, '/n4n4/posts?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/n4n4/posts?page=2' });
    expect(screen.queryByText('Back office')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the loading status while the server confirms, then the page', async () => {
    setSessionFlag(true);
    await mockApi({ 'auth.session': () => ({ status: 200, body: { authenticated: true, username: 'admin' } }) });
    await renderWithRouter(secret, '/n4n4');
    expect(screen.getByRole('status').textContent).toBe('Loading authentication status...');
    expect(await screen.findByText('Back office')).toBeTruthy();
  });

  it('treats a stale flag (expired cookie) as signed out and clears it', async () => {
    setSessionFlag(true);
    await mockApi({ 'auth.session': () => ({ status: 200, body: { authenticated: false } }) });
    const { router } = await renderWithRouter(secret, '/n4n4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('n4n4Auth')).toBeNull();
  });

  it('leaves the page when the visitor signs out', async () => {
    setSessionFlag(true);
    await mockApi({ 'auth.session': () => ({ status: 200, body: { authenticated: true } }) });
    const { router } = await renderWithRouter(secret, '/n4n4/tags');
    await screen.findByText('Back office');
    act(() => setSessionFlag(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/n4n4/tags' });
  });
});
