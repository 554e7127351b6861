import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Navigation, NavigationInput } from '../../../../codegen/hey-api/types.gen.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { NavigationScreen } from './NavigationScreen.tsx';

const MENUS: Navigation = {
  id: 'site',
  version: 2,
  savedAt: '2026-11-01T10:00:00.000Z',
  header: [
    {
      label: 'ABOUT US',
      entries: [
        { label: 'Our Story', kind: 'section', anchor: 'our-story' },
        { label: 'Schedule', kind: 'page', pageId: 7 },
      ],
    },
  ],
  footer: [],
  legal: [],
};

const LISTS: Record<string, unknown[]> = {
  pages: [
    { id: 7, title: 'Club schedule', isPublished: true },
    { id: 8, title: 'Open play', isPublished: false },
  ],
  posts: [],
  categories: [],
};

function methods(update: (data: NavigationInput) => Promise<{ data: Navigation }>) {
  return {
    getOne: async () => ({ data: MENUS }),
    getList: async (resource: string) => ({ data: LISTS[resource] ?? [], total: (LISTS[resource] ?? []).length }),
    update: async (_resource: string, { data }: { data: NavigationInput }) => update(data),
    navigationVersions: async () => ({ data: [{ version: 2, savedAt: MENUS.savedAt, entries: 2 }, { version: 1, savedAt: MENUS.savedAt, entries: 5 }] }),
  };
}

const group = (name: RegExp) => within(screen.getByRole('group', { name }));

describe('NavigationScreen', () => {
  it('reorders, edits and adds entries with buttons, then saves the menus as shown', async () => {
    const update = vi.fn(async (data: NavigationInput) => ({ data: { ...MENUS, ...data, version: 3 } }));
    renderAdmin(<NavigationScreen />, methods(update));
    await screen.findByRole('group', { name: /Group 1 \(ABOUT US\)/ });
    // A group's entries open beneath it.
    expect(screen.queryByRole('group', { name: /Entry 1/ })).toBeNull();
    fireEvent.click(group(/Group 1/).getByRole('button', { name: 'Entries (2)' }));

    // The page entry names its page by title, from the pages list.
    expect(await group(/Entry 2 \(Schedule\)/).findByText('Club schedule')).toBeTruthy();
    fireEvent.click(group(/Entry 2 \(Schedule\)/).getByRole('button', { name: 'Move entry 2 (schedule) up' }));
    expect(screen.getByRole('group', { name: /Entry 1 \(Schedule\)/ })).toBeTruthy();

    fireEvent.click(group(/Group 1/).getByRole('button', { name: 'Add entry' }));
    const added = group(/Entry 3$/);
    fireEvent.change(added.getByRole('textbox', { name: 'Label' }), { target: { value: 'Rules' } });
    fireEvent.change(group(/Entry 3 \(Rules\)/).getByRole('textbox', { name: 'URL' }), { target: { value: 'https://usapickleball.org' } });
    expect(screen.getByRole('list', { name: 'Saved versions of the menus' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save Menus' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toEqual({
      header: [
        {
          label: 'ABOUT US',
          entries: [
            { label: 'Schedule', kind: 'page', pageId: 7 },
            { label: 'Our Story', kind: 'section', anchor: 'our-story' },
            { label: 'Rules', kind: 'url', url: 'https://usapickleball.org' },
          ],
        },
      ],
      footer: [],
      legal: [],
    });
  });

  it("shows the server's message under the field it refused", async () => {
    const refusal = new HttpError('No page has this id.', 400, { detail: 'No page has this id.', errors: { 'header.0.entries.1.pageId': 'No page has this id.' } });
    renderAdmin(<NavigationScreen />, methods(async () => Promise.reject(refusal)));
    await screen.findByRole('group', { name: /Group 1 \(ABOUT US\)/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save Menus' }));
    // The group holding the refused entry opens by itself.
    expect(await within(await screen.findByRole('group', { name: /Entry 2 \(Schedule\)/ })).findByText('No page has this id.')).toBeTruthy();
    expect(group(/Entry 1 \(Our Story\)/).queryByText('No page has this id.')).toBeNull();
  });
});
