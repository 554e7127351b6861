/** Staff roles, least first: each may do everything the ones before it may. */
export const ROLES = ['viewer', 'author', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** True when `role` is `least` or above. */
export const atLeast = (role: Role, least: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(least);

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

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
