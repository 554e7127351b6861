import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS, type SiteSettings } from '../../../common/settings.ts';
import type { SettingsRepository, StoredSettings } from '../../src/settings/repository/settingsRepository.ts';
import { createSettingsService } from '../../src/settings/service.ts';
import { problemOf } from '../helpers/problems.ts';

/** Versions in an array: the repository contract without a database. */
function fakeRepository(): SettingsRepository & { saved: StoredSettings[]; reads: number } {
  const saved: StoredSettings[] = [];
  const fake = {
    saved,
    reads: 0,
    async latest() {
      fake.reads += 1;
      return saved.at(-1) ?? null;
    },
    byVersion: async (version: number) => saved.find((entry) => entry.version === version) ?? null,
    versions: async () => [...saved].reverse().map(({ version, savedAt, settings }) => ({ version, savedAt, siteTitle: settings.siteTitle })),
    async save(settings: SiteSettings, savedAt: Date) {
      const entry = { version: saved.length + 1, savedAt, settings: structuredClone(settings) };
      saved.push(entry);
      return entry;
    },
  };
  return fake;
}

/** Every upload measures 1200 by 630 here. */
const imageInfo = async () => ({ width: 1200, height: 630, variants: [] });

describe('settings service', () => {
  it('trims text, saves a new version each time and answers it at once without reading again', async () => {
    const repository = fakeRepository();
    const service = createSettingsService({ repository, ttlMs: 60_000, imageInfo });
    await service.update({ ...SETTINGS_DEFAULTS, siteTitle: ' Dink Society ', social: { ...SETTINGS_DEFAULTS.social, x: ' https://x.com/dink ' } });
    await service.update({ ...SETTINGS_DEFAULTS, siteTitle: 'Kitchen Line' });
    expect(repository.saved.map((entry) => entry.settings.siteTitle)).toEqual(['Dink Society', 'Kitchen Line']);
    expect(repository.saved[0]!.settings.social.x).toBe('https://x.com/dink');
    // Each save reads the version it replaces (to say what changed); the read after it is free.
    const reads = repository.reads;
    expect((await service.site()).siteTitle).toBe('Kitchen Line');
    expect(repository.reads).toBe(reads);
  });

  it('fills fields an older save lacks from the defaults', async () => {
    const repository = fakeRepository();
    repository.saved.push({ version: 1, savedAt: new Date(), settings: { siteTitle: 'Old Save' } as SiteSettings });
    const settings = await createSettingsService({ repository, ttlMs: 0, imageInfo }).site();
    expect(settings).toEqual({ ...SETTINGS_DEFAULTS, siteTitle: 'Old Save' });
  });

  it('restores a version as the newest and refuses an unknown one with a 404', async () => {
    const repository = fakeRepository();
    const service = createSettingsService({ repository, ttlMs: 0, imageInfo });
    await service.update({ ...SETTINGS_DEFAULTS, postsPerPage: 5 });
    await service.update({ ...SETTINGS_DEFAULTS, postsPerPage: 25 });
    const restored = await service.restore(1);
    expect(restored).toMatchObject({ version: 3, settings: { postsPerPage: 5 } });
    expect((await problemOf(() => service.restore(9))).status).toBe(404);
    expect(repository.saved).toHaveLength(3);
  });

  it('keeps the private fields out of the public part', async () => {
    const service = createSettingsService({ repository: fakeRepository(), ttlMs: 0, imageInfo });
    const open = await service.publicPart();
    expect(open).not.toHaveProperty('contactEmail');
    expect(open).not.toHaveProperty('cacheHours');
    expect(open.siteTitle).toBe(SETTINGS_DEFAULTS.siteTitle);
    expect(open.socialImage).toEqual({ url: '/hero-court.jpg', width: 1600, height: 900 });
  });

  it('measures the default social image for link previews', async () => {
    const service = createSettingsService({ repository: fakeRepository(), ttlMs: 0, imageInfo });
    await service.update({ ...SETTINGS_DEFAULTS, defaultSocialImage: '/api/uploads/0123456789abcdef01234567.png' });
    expect((await service.publicPart()).socialImage).toEqual({ url: '/api/uploads/0123456789abcdef01234567.png', width: 1200, height: 630 });
  });
});
