import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { accentColorDarkProblem } from '../../../../common/brand.ts';
import { SETTINGS_DEFAULTS, SETTINGS_POSTS_PER_PAGE } from '../../../../common/settings.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { SettingsPage } from './SettingsPage.tsx';

const SETTINGS = {
  id: 'site',
  version: 3,
  savedAt: null,
  siteTitle: 'Pickleball Hub',
  siteDescription: '',
  contactEmail: '',
  postsPerPage: 10,
  defaultPostStatus: 'draft',
  metaTitle: '',
  metaDescription: '',
  defaultSocialImage: '',
  discourageSearchEngines: false,
  social: { facebook: '', instagram: '', youtube: '', x: '' },
  themeMode: 'light',
  font: 'Inter',
  homepageLayout: 'grid',
  logo: '',
  icon: '',
  accentColor: SETTINGS_DEFAULTS.accentColor,
  accentColorDark: SETTINGS_DEFAULTS.accentColorDark,
  publicEmail: SETTINGS_DEFAULTS.publicEmail,
  pressEmail: SETTINGS_DEFAULTS.pressEmail,
  trustedBy: SETTINGS_DEFAULTS.trustedBy,
  timeZone: 'America/Chicago',
  externalLinksNofollow: true,
  cacheHours: 24,
  commentModeration: 'first-held',
  leavingMemberComments: 'keep',
};

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

/** The choices a select's list offers once opened. */
async function choicesOf(label: RegExp): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent?.trim() ?? '');
  fireEvent.keyDown(list, { key: 'Escape' });
  return names;
}

describe('SettingsPage', () => {
  it('offers no blank choice in a select that must hold a value', async () => {
    renderAdmin(<SettingsPage />, { getOne: async () => ({ data: SETTINGS }), getList: async () => ({ data: [], total: 0 }) });
    expect(await choicesOf(/Posts per Page/)).toEqual(SETTINGS_POSTS_PER_PAGE.map(String));
    expect(await choicesOf(/Default Post Status/)).toEqual(['Draft', 'Published']);
    fireEvent.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(await choicesOf(/Theme/)).not.toContain('');
    expect(await choicesOf(/Homepage Layout/)).not.toContain('');
  });

  it("checks an accent colour's contrast as the owner types, and shows the server's reason beside the field it names", async () => {
    // The server has the last word: its reason lands under the field it names.
    const serverReason = accentColorDarkProblem('#3b4a41')!;
    const update = vi.fn().mockRejectedValueOnce(new HttpError('400', 400, { detail: serverReason, errors: { accentColorDark: serverReason } }));
    renderAdmin(<SettingsPage />, { getOne: async () => ({ data: SETTINGS }), getList: async () => ({ data: [], total: 0 }), update });
    fireEvent.click(await screen.findByRole('tab', { name: 'Appearance' }));

    fireEvent.change(field('Accent Colour'), { target: { value: '#99cc66' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/^Accent colour #99cc66 has a contrast of 1\.\d+:1 on the light theme's page background \(#fbfcf9\); text needs at least 4\.5:1\.$/)).toBeTruthy();
    fireEvent.change(field('Accent Colour'), { target: { value: 'green' } });
    expect(await screen.findByText('Enter a colour as # and six hex digits, e.g. #0f5132.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(field('Accent Colour'), { target: { value: '#1d4ed8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ data: { accentColor: '#1d4ed8' } });
    expect(await screen.findByText(serverReason)).toBeTruthy();
    expect(field('Dark Accent Colour').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves the time zone the owner picks from the known zones', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data }));
    renderAdmin(<SettingsPage />, { getOne: async () => ({ data: SETTINGS }), getList: async () => ({ data: [], total: 0 }), update });
    const zone = (await screen.findByRole('combobox', { name: /Time Zone/ })) as HTMLInputElement;
    expect(zone.value).toBe('America/Chicago');
    fireEvent.change(zone, { target: { value: 'Denver' } });
    fireEvent.click(await screen.findByRole('option', { name: 'America/Denver' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ data: { timeZone: 'America/Denver' } });
  });
});
