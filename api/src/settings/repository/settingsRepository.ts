import { insertWithNewId } from '../../db/counters.ts';
import type { SiteSettings } from '../../../../common/settings.ts';
import { SettingsVersion, type SettingsVersionDoc } from './model.ts';

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

const COLLECTION = 'settingsversions';

const toStored = (doc: SettingsVersionDoc): StoredSettings => ({ version: doc._id, savedAt: doc.savedAt, settings: doc.settings as unknown as SiteSettings });

export function createSettingsRepository(): SettingsRepository {
  return {
    async latest() {
      const doc = await SettingsVersion.findOne().sort({ _id: -1 }).lean<SettingsVersionDoc>();
      return doc ? toStored(doc) : null;
    },
    async byVersion(version) {
      const doc = await SettingsVersion.findById(version).lean<SettingsVersionDoc>();
      return doc ? toStored(doc) : null;
    },
    async versions() {
      const docs = await SettingsVersion.find({}, { savedAt: 1, 'settings.siteTitle': 1 }).sort({ _id: -1 }).lean<SettingsVersionDoc[]>();
      return docs.map((doc) => ({ version: doc._id, savedAt: doc.savedAt, siteTitle: String(doc.settings?.siteTitle ?? '') }));
    },
    save(settings, savedAt) {
      return insertWithNewId(
        COLLECTION,
        async (id) => toStored((await SettingsVersion.create({ _id: id, savedAt, settings: { ...settings } as Record<string, unknown> })).toObject()),
        async () => {},
        (id) => SettingsVersion.deleteOne({ _id: id }),
      );
    },
  };
}
