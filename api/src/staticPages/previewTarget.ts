import type { PreviewTarget } from '../previews/previewPage.ts';
import type { Renderer } from '../site/rendering/renderer.ts';
import { publicView, type StaticPageService } from './service.ts';

/** A page through its preview link: its address once published, else drawn by the public page. */
export function pagePreviewTarget(renderer: Pick<Renderer, 'previewPage'>, pages: Pick<StaticPageService, 'previewPage'>): PreviewTarget {
  return {
    async open({ id, generation }) {
      const page = await pages.previewPage(id, generation);
      if (!page) return null;
      if (page.isPublished) return { publicPath: `/${page.slug}` };
      return { html: await renderer.previewPage(publicView(page)) };
    },
  };
}
