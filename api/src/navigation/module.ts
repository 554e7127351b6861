import { NAV_MESSAGES } from '../../../common/navigation.ts';
import type { ResourceModule } from '../http/resourceModule.ts';

const blank = { required: NAV_MESSAGES.labelRequired, minLength: NAV_MESSAGES.labelRequired, pattern: NAV_MESSAGES.labelRequired };
const entryLabel = { ...blank, maxLength: NAV_MESSAGES.labelTooLong };
const groupLabel = { ...blank, maxLength: NAV_MESSAGES.groupLabelTooLong };

/** What the menus register with the shared floors (see http/resourceModule.ts). */
export const navigationModule: ResourceModule = {
  name: 'navigation',
  // By path without the positions: `header.0.entries.1.label` reads `header.entries.label`.
  fieldTexts: {
    'header.label': groupLabel,
    'footer.label': groupLabel,
    'header.entries.label': entryLabel,
    'footer.entries.label': entryLabel,
    'legal.label': entryLabel,
  },
};
