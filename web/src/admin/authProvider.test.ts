import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('lets other errors through and checks the flag', async () => {
    const auth = createAuthProvider(vi.fn());
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    sessionStorage.setItem('n4n4Auth', 'true');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });
});
