import { usePermissions } from 'react-admin';
import { MIN_ROLES, type SecuredOperation } from '../../../../codegen/roles/minRoles.gen.ts';
import { atLeast } from '../users/roles.ts';

export type { SecuredOperation };

/** Whether `role` may call `operation`: the contract's `x-min-role` for it, as the server's guard reads it. */
export const roleMayCall = (role: unknown, operation: SecuredOperation): boolean => atLeast(role, MIN_ROLES[operation]);

/**
 * Whether the signed-in staff member's role may call `operation` (false until the role is known).
 * Screens hide what this refuses; the server decides.
 */
export function useCan(operation: SecuredOperation): boolean {
  const { permissions } = usePermissions<string>();
  return roleMayCall(permissions, operation);
}

/** The operation that deletes a record of each back-office resource. */
const DELETES: Record<string, SecuredOperation> = {
  posts: 'posts.delete',
  categories: 'categories.delete',
  tags: 'tags.delete',
  users: 'users.delete',
  courts: 'courts.delete',
  subscribers: 'newsletter.deleteSubscriber',
  webhooks: 'webhooks.delete',
};

/** Whether the signed-in role may delete records of `resource` (its delete buttons show only then). */
export function useCanDelete(resource: string): boolean {
  const { permissions } = usePermissions<string>();
  const operation = DELETES[resource];
  return operation !== undefined && roleMayCall(permissions, operation);
}
