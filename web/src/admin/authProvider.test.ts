import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mockApi.ts';
import { createAuthProvider } from './authProvider.ts';

describe('authProvider', () => {
  afterEach(() => sessionStorage.clear());

  it('on a 401 clears the n4n4Auth flag and leaves for /login with the current path', async () => {
    sessionStorage.setItem('n4n4Auth', 'true');
    window.history.pushState({}, '', '/n4n4/posts?page=2');
    const leave = vi.fn();
    await expect(createAuthProvider(leave).checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: false });
    expect(sessionStorage.getItem('n4n4Auth')).toBeNull();
    expect(leave).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/n4n4/posts?page=2')}`);
  });

  it('lets other errors through; without the flag the server says whether the cookie is signed in', async () => {
    const auth = createAuthProvider(vi.fn());
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
    await mockApi({ 'auth.session': () => ({ status: 200, body: { authenticated: false } }) });
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    sessionStorage.setItem('n4n4Auth', 'true');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('lets a new tab of a signed-in browser in, and writes its n4n4Auth flag', async () => {
    const { calls } = await mockApi({ 'auth.session': () => ({ status: 200, body: { authenticated: true } }) });
    await expect(createAuthProvider(vi.fn()).checkAuth({})).resolves.toBeUndefined();
    expect(calls.map((call) => call.operationId)).toEqual(['auth.session']);
    expect(sessionStorage.getItem('n4n4Auth')).toBe('true');
  });
});
