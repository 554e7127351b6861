import { SETTINGS_MESSAGES } from '../../../common/settings.ts';
import type { ResourceModule } from '../http/resourceModule.ts';

const image = { pattern: SETTINGS_MESSAGES.image, maxLength: SETTINGS_MESSAGES.image };
const profileLink = { pattern: SETTINGS_MESSAGES.profileLink, maxLength: SETTINGS_MESSAGES.profileLink };

/** What the site settings register with the shared floors (see http/resourceModule.ts). */
export const settingsModule: ResourceModule = {
  name: 'settings',
  fieldTexts: {
    siteTitle: { required: SETTINGS_MESSAGES.siteTitleRequired, minLength: SETTINGS_MESSAGES.siteTitleRequired, pattern: SETTINGS_MESSAGES.siteTitleRequired, maxLength: SETTINGS_MESSAGES.siteTitleTooLong },
    contactEmail: { pattern: SETTINGS_MESSAGES.contactEmail, maxLength: SETTINGS_MESSAGES.contactEmail },
    publicEmail: { pattern: SETTINGS_MESSAGES.contactEmail, maxLength: SETTINGS_MESSAGES.contactEmail },
    pressEmail: { pattern: SETTINGS_MESSAGES.contactEmail, maxLength: SETTINGS_MESSAGES.contactEmail },
    accentColor: { pattern: SETTINGS_MESSAGES.accentColor },
    accentColorDark: { pattern: SETTINGS_MESSAGES.accentColor },
    trustedBy: { maxLength: SETTINGS_MESSAGES.trustedBy },
    timeZone: { minLength: SETTINGS_MESSAGES.timeZone, maxLength: SETTINGS_MESSAGES.timeZone, pattern: SETTINGS_MESSAGES.timeZone },
    logo: image,
    icon: image,
    defaultSocialImage: image,
    ...Object.fromEntries(['facebook', 'instagram', 'youtube', 'x'].map((network) => [`social.${network}`, profileLink])),
  },
};
