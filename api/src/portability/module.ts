import { PORTABILITY_MESSAGES } from '../../../common/portability.ts';
import type { ResourceModule } from '../http/resourceModule.ts';

/** What export and restore register with the shared floors (see http/resourceModule.ts). */
export const portabilityModule: ResourceModule = {
  name: 'portability',
  fieldTexts: {
    passphrase: { required: PORTABILITY_MESSAGES.passphraseShort, minLength: PORTABILITY_MESSAGES.passphraseShort, maxLength: PORTABILITY_MESSAGES.passphraseLong },
  },
};
