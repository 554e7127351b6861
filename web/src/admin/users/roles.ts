import type { User } from '../../../../codegen/hey-api/types.gen.ts';

export type Role = User['role'];

/** Staff roles, least first: each may do what the ones before it may. */
export const ROLES: readonly Role[] = ['viewer', 'author', 'editor', 'admin'];

/** True when `role` is `least` or above (an unknown role is below everything). */
export const atLeast = (role: unknown, least: Role): boolean => ROLES.indexOf(role as Role) >= ROLES.indexOf(least);

/** Roles `role` may give: admins any, editors authors and viewers. */
export const grantableBy = (role: unknown): Role[] => (atLeast(role, 'admin') ? [...ROLES] : atLeast(role, 'editor') ? ['viewer', 'author'] : []);

/** Whether `me` may edit or delete `user` (the server decides; this only hides buttons). */
export function mayManage(me: { id?: unknown; role?: unknown; isOwner?: unknown } | undefined, user: User): boolean {
  if (!me || me.id === user.id) return false;
  if (user.isOwner && !me.isOwner) return false;
  return atLeast(me.role, 'admin') || (atLeast(me.role, 'editor') && !atLeast(user.role, 'editor'));
}
