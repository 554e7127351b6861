import { expect, type APIRequestContext } from '@playwright/test';

/** Puts the settings back to the defaults (the server's version 0 values), so later specs see the site as shipped. */
export async function resetSettings(request: APIRequestContext): Promise<void> {
  const current = await request.get('/api/settings');
  if (!current.ok()) return;
  const { id: _id, version: _version, savedAt: _savedAt, ...fields } = (await current.json()) as Record<string, unknown>;
  const defaults = {
    ...fields,
    siteTitle: 'Pickleball Hub',
    siteDescription: 'Learn how to play pickleball: beginner guides, unbiased gear reviews, a court finder and a community of players across the U.S.',
    postsPerPage: 10,
    defaultPostStatus: 'draft',
    themeMode: 'light',
    font: 'Inter',
    homepageLayout: 'grid',
    discourageSearchEngines: false,
    defaultSocialImage: '',
    social: { facebook: '', instagram: '', youtube: '', x: '' },
    cacheHours: 24,
    logo: '',
    accentColor: '#0f5132',
    accentColorDark: '#8fd3ad',
    publicEmail: 'hello@pickleballhub.example',
    pressEmail: 'press@pickleballhub.example',
    trustedBy: 'Plain-language guides, unbiased gear reviews and a court finder, trusted by thousands of players across the U.S.',
    externalLinksNofollow: true,
  };
  const saved = await request.put('/api/settings', { data: defaults });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Saves the settings with `changes` over the ones in force (the request must carry an admin session). */
export async function saveSettings(request: APIRequestContext, changes: Record<string, unknown>): Promise<void> {
  const { id: _id, version: _version, savedAt: _savedAt, ...fields } = (await (await request.get('/api/settings')).json()) as Record<string, unknown>;
  const saved = await request.put('/api/settings', { data: { ...fields, ...changes } });
  expect(saved.status(), await saved.text()).toBe(200);
}
