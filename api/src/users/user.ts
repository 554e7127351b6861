import type { Role } from '../../../common/roles.ts';

// The roles are the contract's (x-min-role), kept where the HTTP layer reads them too.
export { atLeast, isRole, ROLES, type Role } from '../../../common/roles.ts';

/** What a staff account holds that the service sees as it is stored. */
export interface AccountFields {
  username: string;
  email: string;
  role: Role;
  isActive: boolean;
  isOwner: boolean;
  displayName: string;
  slug: string;
  bio: string;
  avatar: string;
  /** Changes with the password: sessions opened under another stamp end. */
  credentialStamp: string;
}

/** A staff account as the service sees it (no password hash, no token hashes). */
export interface StaffUser extends AccountFields {
  id: number;
  /** `invited` until the invitee chooses a password. */
  status: 'active' | 'invited';
  invitationExpiresAt: Date | null;
}

/** The fields a profile edit may change. */
export interface ProfileFields {
  displayName?: string;
  email?: string;
  bio?: string;
  avatar?: string;
  slug?: string;
}
