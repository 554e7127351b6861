import type { PublicSettings } from '../../../../codegen/orval/schemas/publicSettings.ts';
import { publicSettings, SETTINGS_DEFAULTS } from '../../../../common/settings.ts';

/** The settings a page is drawn with: the server's, or the defaults where none were handed over. */
export type SiteLook = PublicSettings;

/** The defaults with the site's court photo for link previews (what the server answers before any save). */
export const DEFAULT_SITE: SiteLook = { ...publicSettings(SETTINGS_DEFAULTS), socialImage: { url: '/hero-court.jpg', width: 1600, height: 900 } };
