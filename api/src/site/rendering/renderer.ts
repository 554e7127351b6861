import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicHomePage, PublicSettings } from '../../../../codegen/hey-api/types.gen.ts';
import type { RenderedPage } from '../../../../web/src/ssr/render.tsx';
import type { PostDoc } from '../../posts/repository/records.ts';
import type { PublicReadService } from '../../public/service.ts';
import type { PublicStaticPage } from '../../staticPages/service.ts';
import type { SettingsService } from '../../settings/service.ts';
import { staticPreview } from './previewDocument.ts';
import { siteLookHtml, type SiteLookHtml } from './siteLook.ts';
import { loadTemplate, type Shells } from './template.ts';

type SsrModule = typeof import('../../../../web/src/ssr/render.tsx');

export interface Renderer {
  /** The whole HTML document of a public page and its status. */
  render(url: string): Promise<{ status: number; html: string }>;
  /** A post that is not public yet drawn by the public post page, as a static document (no scripts): see previewPage.ts. */
  preview(post: PostDoc): Promise<string>;
  /** A static page that is not published drawn by the public page, the same way. */
  previewPage(page: PublicStaticPage): Promise<string>;
  /** The landing drawn from home page sections that are not published (the editor's form), the same way. */
  homePreview(page: PublicHomePage): Promise<string>;
  /** `content` in the site's navigation and footer, styled as a static page, with no script (siteFrame.ts). */
  frame(content: string, headHtml: string, site: PublicSettings): Promise<string>;
  /** The client-only pages' documents (sign-in, back office). */
  shells: Shells;
}

/** Where `make build` puts the server build of the pages: beside the client build, never served (a dot folder). */
export const ssrEntry = (webDist: string) => path.join(webDist, '.ssr', 'render.js');

/** A framed screen takes the stylesheets of a static page, whose frame it shares. */
const FRAME_ROUTES = ['__root__', '/$slug'];

export interface RendererOptions {
  webDist: string;
  siteUrl: string;
  /** How the pages read the API while rendered: a GET answered in-process by the app (http/appFetch.ts). */
  readApi: (url: string) => Promise<Response>;
  /** The public JSON of a post, for previews. */
  reads: Pick<PublicReadService, 'asPublicPost'>;
  /** The settings every page is drawn with, read at each render (a save clears the rendered pages). */
  settings: Pick<SettingsService, 'publicPart'>;
}

/**
 * The pages' server build, loaded once (its import starts at once, so the first visitor does not
 * wait for it), reading the API through `readApi`.
 */
export function createRenderer({ webDist, siteUrl, readApi, reads, settings }: RendererOptions): Renderer {
  const loading = import(pathToFileURL(ssrEntry(webDist)).href).then((module: SsrModule) => {
    module.setServerFetch(readApi);
    return module;
  });
  // A failed import is reported by the first render; this keeps it from crashing the process first.
  loading.catch(() => {});
  const template = loadTemplate(webDist);
  /** A rendered page as a static document with the preview banner and no scripts. */
  const asPreview = async (ssr: SsrModule, page: RenderedPage, site: Awaited<ReturnType<SettingsService['publicPart']>>) =>
    staticPreview(template.page({ routeIds: page.routeIds, status: page.status, headHtml: ssr.headHtml(page.head), html: page.html, bootJson: '', look: await siteLookHtml(site) }));
  return {
    async render(url) {
      const [ssr, site] = await Promise.all([loading, settings.publicPart()]);
      const [page, look]: [RenderedPage, SiteLookHtml] = await Promise.all([ssr.renderPage(url, siteUrl, [], site), siteLookHtml(site)]);
      const html = template.page({
        routeIds: page.routeIds,
        status: page.status,
        headHtml: ssr.headHtml(page.head),
        html: page.html,
        bootJson: ssr.scriptJson({ siteUrl, queries: page.queries, site }),
        look,
      });
      return { status: page.status, html };
    },
    async preview(post) {
      const [ssr, publicPost, site] = await Promise.all([loading, reads.asPublicPost(post), settings.publicPart()]);
      return asPreview(ssr, await ssr.renderPostPreview(publicPost, siteUrl, site), site);
    },
    async previewPage(staticPage) {
      const [ssr, site] = await Promise.all([loading, settings.publicPart()]);
      return asPreview(ssr, await ssr.renderStaticPagePreview({ ...staticPage, updatedAt: staticPage.updatedAt.toISOString() }, siteUrl, site), site);
    },
    async homePreview(homePage) {
      const [ssr, site] = await Promise.all([loading, settings.publicPart()]);
      return asPreview(ssr, await ssr.renderHomePreview(homePage, siteUrl, site), site);
    },
    async frame(content, headHtml, site) {
      const ssr = await loading;
      const [html, look] = await Promise.all([ssr.renderFrame(content, siteUrl, site), siteLookHtml(site)]);
      return template.page({ routeIds: FRAME_ROUTES, status: 200, headHtml, html, look });
    },
    shells: template.shells,
  };
}
