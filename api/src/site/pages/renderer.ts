import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../../../../web/src/ssr/render.tsx';
import type { PublicPost } from '../../../../codegen/hey-api/types.gen.ts';
import type { PostStore } from '../../posts/store.ts';
import { publicApiReader } from '../../public/inProcess.ts';
import { staticPreview } from './previewDocument.ts';
import { loadTemplate } from './template.ts';

type SsrModule = typeof import('../../../../web/src/ssr/render.tsx');

export interface Renderer {
  /** The whole HTML document of a public page and its status. */
  render(url: string): Promise<{ status: number; html: string }>;
  /** A post that is not public yet drawn by the public post page, as a static document (no scripts): see previewPage.ts. */
  preview(post: PublicPost): Promise<string>;
  /** The client-only shell (sign-in, back office). */
  shell: string;
}

/** Where `make build` puts the server build of the pages: beside the client build, never served (a dot folder). */
export const ssrEntry = (webDist: string) => path.join(webDist, '.ssr', 'render.js');

/**
 * The pages' server build, loaded once (its import starts at once, so the first visitor does not
 * wait for it), reading the API in-process through `store`.
 */
export function createRenderer(webDist: string, store: PostStore, siteUrl: string): Renderer {
  const loading = import(pathToFileURL(ssrEntry(webDist)).href).then((module: SsrModule) => {
    module.setServerFetch(publicApiReader(store));
    return module;
  });
  // A failed import is reported by the first render; this keeps it from crashing the process first.
  loading.catch(() => {});
  const template = loadTemplate(webDist);
  return {
    async render(url) {
      const ssr = await loading;
      const page: RenderedPage = await ssr.renderPage(url, siteUrl);
      const html = template.page({
        routeIds: page.routeIds,
        status: page.status,
        headHtml: ssr.headHtml(page.head),
        html: page.html,
        bootJson: ssr.scriptJson({ siteUrl, queries: page.queries }),
      });
      return { status: page.status, html };
    },
    async preview(post) {
      const ssr = await loading;
      const page: RenderedPage = await ssr.renderPostPreview(post, siteUrl);
      const html = template.page({ routeIds: page.routeIds, status: page.status, headHtml: ssr.headHtml(page.head), html: page.html, bootJson: '' });
      return staticPreview(html);
    },
    shell: template.shell,
  };
}
