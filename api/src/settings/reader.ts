import { SETTINGS_DEFAULTS, type SiteSettings } from '../../../common/settings.ts';

/** Reads the settings in force. */
export interface SiteSettingsReader {
  site(): Promise<SiteSettings>;
}

/** Where no settings service is given (parts tested alone): the defaults. */
export const DEFAULT_SETTINGS_READER: SiteSettingsReader = { site: async () => SETTINGS_DEFAULTS };
