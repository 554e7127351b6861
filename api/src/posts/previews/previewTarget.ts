import type { PreviewTarget } from '../../previews/previewPage.ts';
import type { PreviewService } from '../../previews/service.ts';
import type { Renderer } from '../../site/rendering/renderer.ts';
import type { PostDoc } from '../repository/records.ts';
import { isPublicAt } from '../visibility.ts';

/** A post through its preview link: its page once public, else drawn by the public post page. */
export function postPreviewTarget(renderer: Pick<Renderer, 'preview'>, previews: Pick<PreviewService<PostDoc>, 'opened'>): PreviewTarget {
  return {
    async open(grant) {
      const post = await previews.opened(grant);
      if (!post) return null;
      if (isPublicAt(post, new Date())) return { publicPath: `/blog/${post.slug}` };
      return { html: await renderer.preview(post) };
    },
  };
}
