import { FIELD_MESSAGES } from '../../../common/messages.ts';
import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { PASSWORD_MESSAGES } from './passwords.ts';

export const USER_LISTS = {
  'users.list': { sortable: ['id', 'username', 'email', 'role', 'isActive'], filters: ['q', 'id'] },
} as const satisfies Record<string, ListFields>;

/** What staff accounts register with the shared floors (see http/resourceModule.ts). */
export const usersModule: ResourceModule = {
  name: 'users',
  lists: USER_LISTS,
  fieldTexts: {
    username: { required: FIELD_MESSAGES.usernameRequired },
    password: { minLength: PASSWORD_MESSAGES.tooShort },
    newPassword: { minLength: PASSWORD_MESSAGES.tooShort },
  },
};
