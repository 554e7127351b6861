import { describe, expect, it } from 'vitest';
import { settingsGet, settingsPublic, settingsRestore, settingsUpdate, settingsVersions } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SettingsInput } from '../../../codegen/hey-api/types.gen.ts';
import { SETTINGS_DEFAULTS, SETTINGS_MESSAGES } from '../../../common/settings.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** A whole settings document, as the Settings screen sends it. */
const input = (changes: Partial<SettingsInput> = {}): SettingsInput => ({ ...(SETTINGS_DEFAULTS as SettingsInput), ...changes });

describe('settings API', () => {
  const app = useTestApp();

  it('answers the defaults before the first save, as version 0', async () => {
    const { data, response } = await settingsGet({ client: app.admin });
    expect(response?.status).toBe(200);
    expect(data).toMatchObject({ id: 'site', version: 0, savedAt: null, siteTitle: 'Pickleball Hub', postsPerPage: 10, defaultPostStatus: 'draft', cacheHours: 24, themeMode: 'light', font: 'Inter', homepageLayout: 'grid' });
  });

  it('stores a save, reads it back after it, and shows its public part to anyone', async () => {
    const body = input({ siteTitle: '  Dink Society ', postsPerPage: 5, themeMode: 'dark', font: 'Lato', homepageLayout: 'grid', contactEmail: 'owner@dink.example', social: { facebook: 'https://facebook.com/dink', instagram: '', youtube: '', x: '' } });
    const saved = await settingsUpdate({ client: app.admin, body });
    expect(saved.response?.status).toBe(200);
    expect(saved.data).toMatchObject({ siteTitle: 'Dink Society', postsPerPage: 5, themeMode: 'dark', version: expect.any(Number) });
    expect(saved.data!.version).toBeGreaterThan(0);

    const read = await settingsGet({ client: app.admin });
    expect(read.data).toEqual(saved.data);

    const open = await settingsPublic({ client: app.anonymous });
    expect(open.response?.status).toBe(200);
    expect(open.data).toMatchObject({ siteTitle: 'Dink Society', postsPerPage: 5, themeMode: 'dark', font: 'Lato', homepageLayout: 'grid', social: { facebook: 'https://facebook.com/dink', instagram: '' } });
    // The contact address and back-office defaults stay private.
    expect(open.data).not.toHaveProperty('contactEmail');
    expect(open.data).not.toHaveProperty('defaultPostStatus');
  });

  it('gives a field left out of a save its documented default', async () => {
    const { postsPerPage: _posts, cacheHours: _hours, themeMode: _theme, ...partial } = input({ siteTitle: 'Baseline Club', postsPerPage: 20, cacheHours: 2, themeMode: 'dark' });
    const saved = await settingsUpdate({ client: app.admin, body: partial });
    expect(saved.response?.status).toBe(200);
    expect(saved.data).toMatchObject({ siteTitle: 'Baseline Club', postsPerPage: 10, cacheHours: 24, themeMode: 'light' });
  });

  it('refuses bad fields with a 400 problem naming each, and keeps the settings as they were', async () => {
    const before = (await settingsGet({ client: app.admin })).data;
    const { response, error } = await settingsUpdate({
      client: app.admin,
      body: input({ siteTitle: '   ', postsPerPage: 7 as SettingsInput['postsPerPage'], font: 'Comic Sans' as SettingsInput['font'], social: { facebook: 'javascript:alert(1)', instagram: '', youtube: '', x: '' }, logo: 'http://tracker.example/x.png' }),
    });
    expect(response?.status).toBe(400);
    expect(response?.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const errors = (error as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['siteTitle', 'postsPerPage', 'font', 'social.facebook', 'logo']));
    expect(errors.siteTitle).toBe('Site title is required.');
    expect((await settingsGet({ client: app.admin })).data).toEqual(before);
  });

  it('counts the site title in characters as the contract does: 80 emoji are taken, 81 refused', async () => {
    const paddle = '\u{1F3D3}';
    const saved = await settingsUpdate({ client: app.admin, body: input({ siteTitle: paddle.repeat(80) }) });
    expect(saved.response?.status).toBe(200);
    expect(saved.data?.siteTitle).toBe(paddle.repeat(80));
    const { response, error } = await settingsUpdate({ client: app.admin, body: input({ siteTitle: paddle.repeat(81) }) });
    expect(response?.status).toBe(400);
    expect(response?.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(error).toMatchObject({ status: 400, errors: { siteTitle: SETTINGS_MESSAGES.siteTitleTooLong } });
  });

  it('refuses anonymous callers', async () => {
    expect((await settingsGet({ client: app.anonymous })).response?.status).toBe(401);
    expect((await settingsUpdate({ client: app.anonymous, body: input({ siteTitle: 'Hijacked' }) })).response?.status).toBe(401);
    expect((await settingsVersions({ client: app.anonymous })).response?.status).toBe(401);
    expect((await settingsRestore({ client: app.anonymous, path: { version: 1 } })).response?.status).toBe(401);
    expect((await settingsPublic({ client: app.anonymous })).data?.siteTitle).not.toBe('Hijacked');
  });

  it('keeps every save as a version and restores an earlier one as the newest', async () => {
    const first = (await settingsUpdate({ client: app.admin, body: input({ siteTitle: 'First Title' }) })).data!;
    const second = (await settingsUpdate({ client: app.admin, body: input({ siteTitle: 'Second Title', postsPerPage: 20 }) })).data!;
    const versions = (await settingsVersions({ client: app.admin })).data!;
    expect(versions.slice(0, 2).map((v) => [v.version, v.siteTitle])).toEqual([
      [second.version, 'Second Title'],
      [first.version, 'First Title'],
    ]);

    const restored = await settingsRestore({ client: app.admin, path: { version: first.version } });
    expect(restored.response?.status).toBe(200);
    expect(restored.data).toMatchObject({ siteTitle: 'First Title', postsPerPage: 10 });
    expect(restored.data!.version).toBeGreaterThan(second.version);
    expect((await settingsPublic({ client: app.anonymous })).data?.siteTitle).toBe('First Title');

    const missing = await settingsRestore({ client: app.admin, path: { version: 999_999 } });
    expect(missing.response?.status).toBe(404);
    expect((await settingsGet({ client: app.admin })).data?.siteTitle).toBe('First Title');
  });
});
