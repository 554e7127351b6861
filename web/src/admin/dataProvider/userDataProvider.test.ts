import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUserDataProvider, toInvitationInput, toUserInput } from './userDataProvider.ts';

describe('the users data provider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends only the contract input fields', () => {
    expect(toInvitationInput({ username: 'sam', email: 's@example.com', role: 'author', isActive: true, id: 3 })).toEqual({ username: 'sam', email: 's@example.com', role: 'author' });
    expect(toUserInput({ id: 3, username: 'sam', role: 'viewer', isActive: false, status: 'active', isOwner: false, invitationExpiresAt: null })).toEqual({ username: 'sam', role: 'viewer', isActive: false });
  });

  it('deletes with who takes over the posts', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 3 }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await createUserDataProvider().delete('users', { id: 3, meta: { inheritorId: 1 } });
    expect(fetchMock).toHaveBeenCalledWith('/api/users/3?inheritorId=1', expect.objectContaining({ method: 'DELETE' }));
  });
});
