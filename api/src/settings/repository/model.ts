import { versionModel } from '../../db/versionedDocument.ts';

/** One saved version of the settings, under `settings`; the highest `_id` is in force. */
export const SettingsVersion = versionModel('SettingsVersion', 'settingsversions', 'settings');
