import { HEADED_KINDS, HOME_MESSAGES } from '../../../common/homepage.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { seedHomePage } from './seed.ts';

const label = { required: HOME_MESSAGES.labelRequired, minLength: HOME_MESSAGES.labelRequired, pattern: HOME_MESSAGES.labelRequired };
const anchor = { pattern: HOME_MESSAGES.anchor };

/** What the home page registers with the shared floors (see http/resourceModule.ts). */
export const homepageModule: ResourceModule = {
  name: 'homepage',
  // By path without the positions: `sections.0.buttons.1.label` reads `sections.buttons.label`.
  fieldTexts: {
    'sections.anchor': anchor,
    'sections.columns.anchor': anchor,
    'sections.buttons.label': label,
    'sections.cards.link.label': label,
    'sections.count': { minimum: HOME_MESSAGES.eventCount, maximum: HOME_MESSAGES.eventCount },
    'sections.cards.heading': { required: HOME_MESSAGES.cardHeadingRequired, minLength: HOME_MESSAGES.cardHeadingRequired, pattern: HOME_MESSAGES.cardHeadingRequired },
  },
  // Each section (the contract's `not` on HomeSection): those drawn under a heading have one.
  acrossFields: {
    'HomePageInput.sections': [
      {
        broken: (section) => HEADED_KINDS.includes(section.kind as (typeof HEADED_KINDS)[number]) && !(typeof section.heading === 'string' && section.heading.trim()),
        errors: { heading: HOME_MESSAGES.headingRequired },
      },
    ],
  },
  startup: { seed: seedHomePage },
};
