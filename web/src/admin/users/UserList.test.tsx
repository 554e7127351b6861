import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, Notification, testDataProvider, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../codegen/hey-api/types.gen.ts';
import { UserList } from './UserList.tsx';

const user = (id: number, username: string, role: User['role'], extra: Partial<User> = {}): User => ({
  id,
  username,
  email: `${username}@example.com`,
  role,
  isActive: true,
  isOwner: false,
  displayName: '',
  slug: username,
  bio: '',
  avatar: '',
  status: 'active',
  invitationExpiresAt: null,
  ...extra,
});
const STAFF = [user(1, 'owner', 'admin', { isOwner: true }), user(2, 'eddie', 'editor'), user(3, 'abe', 'author'), user(4, 'newbie', 'author', { status: 'invited' })];

function renderAs(me: User, calls: { endUserSessions?: () => Promise<unknown>; twoFactorReset?: () => Promise<unknown> } = {}) {
  const authProvider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: async () => me.role,
    getIdentity: async () => ({ ...me, fullName: me.username }),
  };
  const endUserSessions = vi.fn(calls.endUserSessions ?? (async () => ({ data: null })));
  const twoFactorReset = vi.fn(calls.twoFactorReset ?? (async () => ({ data: null })));
  const getList = async () => ({ data: STAFF, total: STAFF.length });
  render(
    <AdminContext dataProvider={testDataProvider({ getList, endUserSessions, twoFactorReset } as never)} authProvider={authProvider}>
      <UserList />
      <Notification />
    </AdminContext>,
  );
  return { endUserSessions, twoFactorReset };
}

async function rowOf(username: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Users' });
  return within(table).getByText(username).closest('tr')!;
}

/** Opens a row's "More actions" menu and answers the menu items' names. */
async function menuOf(username: string): Promise<string[]> {
  fireEvent.click(await within(await rowOf(username)).findByRole('button', { name: `More actions for ${username}` }));
  return within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

describe('the Users screen’s account actions', () => {
  it('lets the owner end a member’s sessions after a confirmation, and says so', async () => {
    const { endUserSessions, twoFactorReset } = renderAs(STAFF[0]!);
    expect(await menuOf('abe')).toEqual(['End sessions', 'Reset two-factor']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'End sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('End every session of abe?')).toBeTruthy();
    expect(endUserSessions).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    await waitFor(() => expect(endUserSessions).toHaveBeenCalledWith('sessions', { id: 3 }));
    expect(await screen.findByText('abe is signed out everywhere.')).toBeTruthy();
    expect(twoFactorReset).not.toHaveBeenCalled();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { twoFactorReset } = renderAs(STAFF[0]!);
    await menuOf('eddie');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reset the two-factor sign-in of eddie?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(twoFactorReset).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal when a reset fails', async () => {
    const { twoFactorReset } = renderAs(STAFF[0]!, {
      twoFactorReset: async () => {
        throw new HttpError('Conflict', 409, { detail: 'Two-factor sign-in is not on for this account.' });
      },
    });
    await menuOf('abe');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reset two-factor' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset two-factor' }));
    await waitFor(() => expect(twoFactorReset).toHaveBeenCalledWith('twoFactor', { id: 3 }));
    expect(await screen.findByText('Two-factor not reset')).toBeTruthy();
    expect(screen.getByText('Two-factor sign-in is not on for this account.')).toBeTruthy();
  });

  it('offers an editor only the sessions of authors and viewers, and nothing on invitations or their own row', async () => {
    renderAs(STAFF[1]!);
    expect(await menuOf('abe')).toEqual(['End sessions']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    for (const name of ['owner', 'eddie', 'newbie']) expect(within(await rowOf(name)).queryByRole('button', { name: `More actions for ${name}` })).toBeNull();
  });
});
