import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_POSTS_PER_PAGE } from '../../../../common/settings.ts';
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
  cacheHours: 24,
  commentModeration: 'first-held',
};

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
});
