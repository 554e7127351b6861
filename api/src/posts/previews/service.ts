import { createPreviewLinkService, type PreviewRecords, type PreviewServiceDeps, type PreviewService } from '../../previews/service.ts';
import type { Role } from '../../users/user.ts';
import { postEditRule } from '../editRule.ts';
import type { PostDoc } from '../repository/records.ts';

export type { PreviewService };

/**
 * A post's preview links: the links every kind shares (previews/service.ts), made, revoked and
 * kept working by those who may edit the post: `editRole` (what posts.update asks), then the
 * post's own rule, the one its edits follow.
 */
export function createPreviewService(deps: {
  repository: PreviewRecords<PostDoc>;
  makers: PreviewServiceDeps<PostDoc>['makers'];
  editRole: Role;
  secret: string;
  siteUrl: string;
}): PreviewService<PostDoc> {
  const { editRole, ...rest } = deps;
  return createPreviewLinkService<PostDoc>({ kind: 'post', noun: 'Post', rule: { leastRole: editRole, own: postEditRule }, ...rest });
}
