import { useGetIdentity, usePermissions } from 'react-admin';
import { atLeast } from './roles.ts';

/**
 * Whether the signed-in staff member may change a post: editors and admins any, authors their
 * own, viewers none. Screens hide what this refuses; the server decides.
 */
export function useCanEditPost(): (post: { authorId?: number | null }) => boolean {
  const { permissions } = usePermissions<string>();
  const { identity } = useGetIdentity();
  return (post) => atLeast(permissions, 'editor') || (atLeast(permissions, 'author') && identity !== undefined && post.authorId === identity.id);
}
