import type { PreviewTarget } from '../previews/previewPage.ts';
import type { PreviewService } from '../previews/service.ts';
import type { Renderer } from '../site/rendering/renderer.ts';
import type { StaticPage } from './repository/staticPageRepository.ts';
import { publicView } from './service.ts';

/** A page through its preview link: its address once published, else drawn by the public page. */
export function pagePreviewTarget(renderer: Pick<Renderer, 'previewPage'>, previews: Pick<PreviewService<StaticPage>, 'opened'>): PreviewTarget {
  return {
    async open(grant) {
      const page = await previews.opened(grant);
      if (!page) return null;
      if (page.isPublished) return { publicPath: `/${page.slug}` };
      return { html: await renderer.previewPage(publicView(page)) };
    },
  };
}
