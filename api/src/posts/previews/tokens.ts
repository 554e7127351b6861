import { signGrant } from '../../previews/tokens.ts';

/** What a post's preview link grants, in the posts' own terms. */
export interface PostPreviewGrant {
  postId: number;
  generation: number;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** The staff account that made the link. */
  makerId: number;
}

/** A post's token in the format every kind shares (previews/tokens.ts). */
export function signPreview(secret: string, { postId, ...rest }: PostPreviewGrant): string {
  return signGrant(secret, { kind: 'post', id: postId, ...rest });
}
