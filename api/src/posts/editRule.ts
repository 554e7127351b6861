import { atLeast, type Role } from '../users/user.ts';
import type { PostDoc } from './repository/records.ts';

/** A post's own edit rule: authors edit only their own posts; editors and admins any. */
export const postEditRule = {
  allows: (post: Pick<PostDoc, 'authorId'>, user: { id: number; role: Role }): boolean => atLeast(user.role, 'editor') || post.authorId === user.id,
  refusal: 'Authors can change only their own posts.',
} as const;
