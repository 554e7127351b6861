import type { PreviewLink } from '../../../../codegen/hey-api/types.gen.ts';
import { PREVIEW_LINK_DAYS } from '../../../../common/constants.ts';
import { notFound } from '../../http/problem.ts';
import type { PostRepository } from '../repository/postRepository.ts';
import { signPreview } from './tokens.ts';

const DAY_SECONDS = 24 * 60 * 60;

export interface PreviewService {
  /** A signed link to the post as its public page will show it, valid PREVIEW_LINK_DAYS days; notFound when there is no such post. */
  createLink(postId: number): Promise<PreviewLink>;
  /** Every preview link of the post made so far stops working; notFound when there is no such post. */
  revokeLinks(postId: number): Promise<void>;
}

export interface PreviewServiceDeps {
  repository: PostRepository;
  /** Signs the links (a key derived from it, see tokens.ts). */
  secret: string;
  /** Where the links lead: `${siteUrl}/preview/{token}`. */
  siteUrl: string;
}

export function createPreviewService({ repository, secret, siteUrl }: PreviewServiceDeps): PreviewService {
  const existing = async (postId: number) => {
    if (!(await repository.get(postId))) throw notFound('Post');
  };
  return {
    async createLink(postId) {
      await existing(postId);
      const expiresAt = Math.floor(Date.now() / 1000) + PREVIEW_LINK_DAYS * DAY_SECONDS;
      const token = signPreview(secret, { postId, generation: await repository.previewGeneration(postId), expiresAt });
      return { url: `${siteUrl}/preview/${token}`, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },

    async revokeLinks(postId) {
      await existing(postId);
      await repository.revokePreviews(postId);
    },
  };
}
