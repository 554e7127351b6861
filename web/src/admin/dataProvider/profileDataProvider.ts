import type { DataProvider, Identifier } from 'react-admin';
import type { AuthChangePasswordData, ProfileInput, SessionsEnded, StaffSession, User } from '../../../../codegen/hey-api/types.gen.ts';
import { authChangePassword, authMe, authUpdateProfile, sessionsEnd, sessionsEndAllOfUser, sessionsEndOthers, sessionsList } from '../../../../codegen/hey-api/sdk.gen.ts';
import { noRecords } from './noRecords.ts';
import { dataOf, noData, sdk } from './sdk.ts';

/** The resource name the profile screen calls its methods with. */
export const PROFILE_RESOURCE = 'profile';
/** The resource names this provider answers for (`sessions` for ending someone's sessions from the Users screen). */
export const PROFILE_RESOURCES = [PROFILE_RESOURCE, 'sessions'] as const;

export interface ProfileDataProvider extends DataProvider {
  /** GET /api/auth/me: the signed-in account. */
  getProfile: (resource: string) => Promise<{ data: User }>;
  /** PUT /api/auth/me: name, email, bio, avatar. */
  updateProfile: (resource: string, params: { data: ProfileInput }) => Promise<{ data: User }>;
  /** PUT /api/auth/password: the account's other sessions end; this one goes on under a new cookie. */
  changePassword: (resource: string, params: { data: AuthChangePasswordData['body'] }) => Promise<{ data: User }>;
  /** GET /api/sessions: the account's live sessions. */
  listSessions: (resource: string) => Promise<{ data: StaffSession[] }>;
  /** DELETE /api/sessions/{id}: ends one other session. */
  endSession: (resource: string, params: { id: string }) => Promise<{ data: null }>;
  /** DELETE /api/sessions: ends every session but this one. */
  endOtherSessions: (resource: string) => Promise<{ data: SessionsEnded }>;
  /** DELETE /api/users/{id}/sessions: ends every session of an account (admins; editors for authors and viewers). */
  endUserSessions: (resource: string, params: { id: Identifier }) => Promise<{ data: null }>;
}

/** The signed-in account's own profile, password and sessions. */
export function createProfileDataProvider(): ProfileDataProvider {
  return {
    ...noRecords('The profile has only its own calls.'),
    getProfile: () => dataOf(authMe({ ...sdk })),
    updateProfile: (_resource, { data }) => dataOf(authUpdateProfile({ ...sdk, body: data })),
    changePassword: (_resource, { data }) => dataOf(authChangePassword({ ...sdk, body: data })),
    listSessions: () => dataOf(sessionsList({ ...sdk })),
    endSession: (_resource, { id }) => noData(sessionsEnd({ ...sdk, path: { id } })),
    endOtherSessions: () => dataOf(sessionsEndOthers({ ...sdk })),
    endUserSessions: (_resource, { id }) => noData(sessionsEndAllOfUser({ ...sdk, path: { id: Number(id) } })),
  };
}
