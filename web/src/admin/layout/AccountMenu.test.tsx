import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { staffAuthProvider } from '../testing/renderAdmin.tsx';
import { AccountMenu } from './AccountMenu.tsx';

const signedIn = (identity: Record<string, unknown>) => ({ ...staffAuthProvider('admin'), getIdentity: async () => ({ id: 1, ...identity }) });

describe('AccountMenu', () => {
  it('shows the display name and the role as a label, the owner as Owner, and says the same to screen readers', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} authProvider={signedIn({ fullName: 'Dana Reyes', role: 'admin', isOwner: true })}>
        <AccountMenu />
      </AdminContext>,
    );
    expect(await screen.findByTestId('signed-in-as')).toHaveProperty('textContent', 'Dana Reyes · Owner');
    expect(screen.getByRole('button', { name: 'Account menu, signed in as Dana Reyes · Owner' })).toBeTruthy();
  });

  it('names a staff member who is not the owner by their role', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} authProvider={signedIn({ fullName: 'Sam Okafor', role: 'editor', isOwner: false })}>
        <AccountMenu />
      </AdminContext>,
    );
    expect(await screen.findByTestId('signed-in-as')).toHaveProperty('textContent', 'Sam Okafor · Editor');
  });
});
