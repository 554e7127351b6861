import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider, testDataProvider, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AuthorSelect } from './AuthorSelect.tsx';

const user = (id: number, username: string, role: string, extra: object = {}) => ({ id, username, email: `${username}@example.com`, role, isActive: true, isOwner: false, displayName: '', slug: username, bio: '', avatar: '', status: 'active', invitationExpiresAt: null, ...extra });
const STAFF = [user(1, 'owner', 'admin', { displayName: 'Olive Owner' }), user(2, 'abe', 'author'), user(3, 'vic', 'viewer'), user(4, 'sus', 'author', { isActive: false }), user(5, 'newbie', 'author', { status: 'invited' })];

function renderSelect(role: string, record: object = {}) {
  const asked: string[] = [];
  const authProvider: AuthProvider = { login: async () => {}, logout: async () => {}, checkAuth: async () => {}, checkError: async () => {}, getPermissions: async () => role };
  const getList = async (resource: string) => {
    asked.push(resource);
    return { data: STAFF, total: STAFF.length };
  };
  render(
    <AdminContext dataProvider={testDataProvider({ getList } as never)} authProvider={authProvider}>
      <RecordContextProvider value={record}>
        <Form record={record}>
          <AuthorSelect />
        </Form>
      </RecordContextProvider>
    </AdminContext>,
  );
  return asked;
}

describe('the post editor’s Author select', () => {
  it('offers editors the active writers by name, read through the dataProvider', async () => {
    const asked = renderSelect('editor', { id: 9, authorId: 2 });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Author' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Olive Owner', 'abe']);
    expect(asked).toEqual(['users']);
  });

  it('leaves a new post to its creator unless another is chosen', async () => {
    renderSelect('admin');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Author' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Me', 'Olive Owner', 'abe']);
  });

  it('is not there for authors, who cannot choose another author', async () => {
    const asked = renderSelect('author', { id: 9, authorId: 2 });
    // Give the permissions time to arrive: the select still never shows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Author' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
