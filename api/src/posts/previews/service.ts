import { createPreviewLinkService, type PreviewRecords, type PreviewService } from '../../previews/service.ts';

export type { PreviewService };

/** A post's preview links: the links every kind shares (previews/service.ts), made for posts. */
export function createPreviewService(deps: { repository: PreviewRecords; secret: string; siteUrl: string }): PreviewService {
  return createPreviewLinkService({ kind: 'post', noun: 'Post', ...deps });
}
