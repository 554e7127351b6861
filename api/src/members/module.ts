import { MEMBER_MESSAGES } from '../../../common/members.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { membersStartup } from './repository/startup.ts';

/** What members register with the shared floors (see http/resourceModule.ts). */
export const membersModule: ResourceModule = {
  name: 'members',
  fieldTexts: {
    displayName: { required: MEMBER_MESSAGES.displayNameInvalid, maxLength: MEMBER_MESSAGES.displayNameInvalid, minLength: MEMBER_MESSAGES.displayNameInvalid, pattern: MEMBER_MESSAGES.displayNameInvalid },
  },
  startup: membersStartup,
};
