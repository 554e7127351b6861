import type { PreviewTarget } from '../../previews/previewPage.ts';
import type { Renderer } from '../../site/rendering/renderer.ts';
import type { PostService } from '../service.ts';
import { isPublicAt } from '../visibility.ts';

/** A post through its preview link: its page once public, else drawn by the public post page. */
export function postPreviewTarget(renderer: Pick<Renderer, 'preview'>, posts: Pick<PostService, 'previewPost'>): PreviewTarget {
  return {
    async open({ id, generation, expiresAt }) {
      const post = await posts.previewPost({ postId: id, generation, expiresAt });
      if (!post) return null;
      if (isPublicAt(post, new Date())) return { publicPath: `/blog/${post.slug}` };
      return { html: await renderer.preview(post) };
    },
  };
}
