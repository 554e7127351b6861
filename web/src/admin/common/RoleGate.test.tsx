import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MIN_ROLES } from '../../../../codegen/roles/minRoles.gen.ts';
import activity from '../activity/index.ts';
import categories from '../categories/index.ts';
import { Menu } from '../layout/Menu.tsx';
import subscribers from '../subscribers/index.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import type { Role } from '../users/roles.ts';
import users from '../users/index.ts';
import { roleMayCall } from './useCan.ts';

const sidebar = async (role: Role) => {
  renderAdmin(<Menu />, {}, role);
  // The dashboard entry shows for everyone: wait for the role to be read, then list the entries.
  await screen.findByRole('menuitem', { name: 'Dashboard' });
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Pages' })).toBeTruthy());
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('the contract decides what each role sees', () => {
  it('reads the least role of each operation from x-min-role', () => {
    expect(MIN_ROLES['settings.update']).toBe('admin');
    expect(roleMayCall('editor', 'users.list')).toBe(true);
    expect(roleMayCall('editor', 'settings.get')).toBe(false);
    expect(roleMayCall(undefined, 'posts.list')).toBe(false);
  });

  it("gives each role's sidebar only the screens it may open", async () => {
    const everyone = ['Dashboard', 'Pages', 'Blog Posts', 'Categories', 'Tags', 'Courts', 'Gear', 'Reviews', 'Events', 'Newsletter', 'Back to Site'];
    expect(await sidebar('viewer')).toEqual(everyone);
  });

  it("gives an editor's sidebar Users but not Subscribers, Analytics, Activity, Navigation or Settings", async () => {
    expect(await sidebar('editor')).toEqual(['Dashboard', 'Pages', 'Blog Posts', 'Categories', 'Tags', 'Courts', 'Gear', 'Reviews', 'Events', 'Comments', 'Newsletter', 'Users', 'Back to Site']);
  });

  it("gives an admin's sidebar every screen", async () => {
    expect(await sidebar('admin')).toEqual(['Dashboard', 'Pages', 'Blog Posts', 'Categories', 'Tags', 'Courts', 'Gear', 'Reviews', 'Events', 'Comments', 'Subscribers', 'Newsletter', 'Users', 'Analytics', 'Activity', 'Webhooks', 'Home page', 'Navigation', 'Settings', 'Back to Site']);
  });

  it('tells an editor who opens Subscribers by its address that their role cannot, and asks the server nothing', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const Subscribers = subscribers.list;
    renderAdmin(<Subscribers />, { getList }, 'editor');
    expect(await screen.findByText('Your role (editor) cannot open Subscribers.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Subscriber|Import CSV/ })).toBeNull();
    expect(screen.queryByText('No subscribers found')).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });

  it('tells an editor the same of Activity, and a viewer of Users', async () => {
    const Activity = activity.list;
    const view = renderAdmin(<Activity />, {}, 'editor');
    expect(await screen.findByText('Your role (editor) cannot open Activity.')).toBeTruthy();
    expect(screen.queryByText('No activity found')).toBeNull();
    view.unmount();
    const Users = users.list;
    renderAdmin(<Users />, {}, 'viewer');
    expect(await screen.findByText('Your role (viewer) cannot open Users.')).toBeTruthy();
  });

  it('opens the screen for a role that may, with the buttons that role may use', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'Gear', slug: 'gear', description: '' }], total: 1 }));
    const Categories = categories.list;
    const author = renderAdmin(<Categories />, { getList }, 'author');
    const table = await screen.findByRole('table', { name: 'Categories' });
    // An author may read categories but not add, edit or delete them.
    expect(within(table).getByText('Gear')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Category' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Gear|Delete Gear/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Gear' })).toBeNull();
    author.unmount();
    renderAdmin(<Categories />, { getList }, 'editor');
    expect(await screen.findByRole('button', { name: 'New Category' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit Gear' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Gear' })).toBeTruthy();
  });
});
