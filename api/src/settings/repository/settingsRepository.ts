import { versionedDocument, type StoredVersion } from '../../db/versionedDocument.ts';
import type { SiteSettings } from '../../../../common/settings.ts';
import { SettingsVersion } from './model.ts';

/** A saved version of the settings. */
export interface StoredSettings {
  version: number;
  savedAt: Date;
  settings: SiteSettings;
}

export interface SettingsVersionSummary {
  version: number;
  savedAt: Date;
  siteTitle: string;
}

/** Every save of the settings, kept; the newest is in force. */
export interface SettingsRepository {
  latest(): Promise<StoredSettings | null>;
  byVersion(version: number): Promise<StoredSettings | null>;
  /** Newest first. */
  versions(): Promise<SettingsVersionSummary[]>;
  /** Saves `settings` as the next version. */
  save(settings: SiteSettings, savedAt: Date): Promise<StoredSettings>;
}

const toStored = ({ version, savedAt, value }: StoredVersion<SiteSettings>): StoredSettings => ({ version, savedAt, settings: value });

export function createSettingsRepository(): SettingsRepository {
  const store = versionedDocument<SiteSettings>(SettingsVersion, 'settings');
  return {
    latest: async () => {
      const stored = await store.latest();
      return stored && toStored(stored);
    },
    byVersion: async (version) => {
      const stored = await store.byVersion(version);
      return stored && toStored(stored);
    },
    versions: async () => (await store.versions(['siteTitle'])).map(({ version, savedAt, value }) => ({ version, savedAt, siteTitle: String(value.siteTitle ?? '') })),
    save: async (settings, savedAt) => toStored(await store.save(settings, savedAt)),
  };
}
