import { signGrant } from '../../previews/tokens.ts';

/** What a post's preview link grants, in the posts' own terms. */
export interface PreviewGrant {
  postId: number;
  generation: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** A post's token in the format every kind shares (previews/tokens.ts). */
export function signPreview(secret: string, { postId, generation, expiresAt }: PreviewGrant): string {
  return signGrant(secret, { kind: 'post', id: postId, generation, expiresAt });
}
