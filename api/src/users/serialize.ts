import type { StaffUser } from './user.ts';

/** The contract's User: never a hash, a token or the credential stamp. */
export function toUserJson(user: StaffUser) {
  const { id, username, email, role, isActive, isOwner, displayName, slug, bio, avatar, status, invitationExpiresAt } = user;
  return { id, username, email, role, isActive, isOwner, displayName, slug, bio, avatar, status, invitationExpiresAt: invitationExpiresAt?.toISOString() ?? null };
}
