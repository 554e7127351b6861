import type { DataProvider, Identifier } from 'react-admin';
import {
  usersCreate, usersDelete, usersGet, usersList, usersResendInvitation, usersTransferOwnership, usersUpdate,
} from '../../../../codegen/hey-api/sdk.gen.ts';
import type { InvitationInput, User, UserInput } from '../../../../codegen/hey-api/types.gen.ts';
import { crudProvider } from './crudProvider.ts';
import { dataOf, sdk } from './sdk.ts';

export interface UserDataProvider extends DataProvider {
  /** POST /api/users/{id}/invitation: a new link, mailed again (the old one stops working). */
  resendInvitation: (resource: string, params: { id: Identifier }) => Promise<{ data: User }>;
  /** POST /api/users/{id}/ownership: the owner hands ownership to another active admin. */
  transferOwnership: (resource: string, params: { id: Identifier }) => Promise<{ data: User }>;
}

type Data = Record<string, unknown>;
const pick = <T,>(data: Data, keys: readonly string[]): T => Object.fromEntries(keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]])) as T;

/** "Add User" invites: only the invitation's fields. */
export const toInvitationInput = (data: Data): InvitationInput => pick<InvitationInput>(data, ['username', 'email', 'role']);
/** "Edit User": only the fields UserInput allows. */
export const toUserInput = (data: Data): UserInput => pick<UserInput>(data, ['username', 'role', 'isActive', 'displayName', 'email', 'bio', 'avatar', 'slug']);

/** The staff accounts' operations, for this provider and the dashboard's staff count. */
export const USER_OPERATIONS = { list: usersList, get: usersGet, create: usersCreate, update: usersUpdate, delete: usersDelete };

/**
 * Staff accounts over their generated operations: create invites, update sends the editable
 * fields, delete passes who takes over the posts (`meta.inheritorId`).
 */
export function createUserDataProvider(): UserDataProvider {
  const base = crudProvider({ users: USER_OPERATIONS });
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: toInvitationInput(params.data as Data) }),
    update: (resource, params) => base.update(resource, { ...params, data: toUserInput(params.data as Data) }),
    delete: (_resource, params) => {
      const inheritor = (params.meta as { inheritorId?: Identifier } | undefined)?.inheritorId;
      const query = inheritor === undefined ? undefined : { inheritorId: Number(inheritor) };
      return dataOf(usersDelete({ ...sdk, path: { id: Number(params.id) }, query })) as never;
    },
    resendInvitation: (_resource, { id }) => dataOf(usersResendInvitation({ ...sdk, path: { id: Number(id) } })),
    transferOwnership: (_resource, { id }) => dataOf(usersTransferOwnership({ ...sdk, path: { id: Number(id) } })),
  };
}
