/** Staff roles, least first: each may do everything the ones before it may. */
export const ROLES = ['viewer', 'author', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** True when `role` is `least` or above. */
export const atLeast = (role: Role, least: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(least);

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
