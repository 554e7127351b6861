import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type { InvitationInput, User, UserInput } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';

export const USERS_API = '/api';

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

/**
 * Staff accounts over /api/users: create invites, update sends the editable fields, delete passes
 * who takes over the posts (`meta.inheritorId`).
 */
export function createUserDataProvider(): UserDataProvider {
  const base = simpleRestProvider(USERS_API, httpClient);
  const post = async (url: string): Promise<{ data: User }> => ({ data: (await httpClient(url, { method: 'POST' })).json as User });
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: toInvitationInput(params.data as Data) }),
    update: (resource, params) => base.update(resource, { ...params, data: toUserInput(params.data as Data) }),
    delete: async (resource, params) => {
      const inheritor = (params.meta as { inheritorId?: Identifier } | undefined)?.inheritorId;
      const query = inheritor === undefined ? '' : `?inheritorId=${encodeURIComponent(String(inheritor))}`;
      const { json } = await httpClient(`${USERS_API}/${resource}/${params.id}${query}`, { method: 'DELETE' });
      return { data: json as never };
    },
    resendInvitation: (resource, { id }) => post(`${USERS_API}/${resource}/${id}/invitation`),
    transferOwnership: (resource, { id }) => post(`${USERS_API}/${resource}/${id}/ownership`),
  };
}
