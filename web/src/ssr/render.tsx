/**
 * Server rendering of the public pages, built by `vite build --ssr` into dist/.ssr/ and loaded by
 * the API server (api/src/site/rendering/). The same routes and components as the browser: the route
 * loaders read their data in-process (setServerFetch), the page renders to a string, and the
 * query cache is handed to the browser, which hydrates without asking for the data again.
 */
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterContextProvider, RouterProvider, type AnyRouteMatch } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { getHomepagePublicQueryKey } from '../../../codegen/orval/endpoints/homepage/homepage.ts';
import { getPublicGetPageQueryKey } from '../../../codegen/orval/endpoints/pages/pages.ts';
import { getNavigationPublicQueryOptions } from '../../../codegen/orval/endpoints/navigation/navigation.ts';
import { getCommentsListPublicQueryKey, getPublicGetPostQueryKey } from '../../../codegen/orval/endpoints/public/public.ts';
import type { PublicHomePage } from '../../../codegen/orval/schemas/publicHomePage.ts';
import type { PublicPost } from '../../../codegen/orval/schemas/publicPost.ts';
import type { PublicStaticPage } from '../../../codegen/orval/schemas/publicStaticPage.ts';
import { setServerFetch } from '../api/fetcher.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { routeTree } from '../../../codegen/router/routeTree.gen.ts';
import { SiteFooter } from '../site/footer/SiteFooter.tsx';
import { handOverQueries } from '../site/landing/handOver.ts';
import { SiteNav } from '../site/nav/SiteNav.tsx';
import type { PageHead } from '../site/seo/head.ts';
import type { HeadSource } from '../site/seo/headSource.ts';
import { headFor } from '../site/seo/pageHeads.ts';
import type { SiteLook } from '../site/seo/siteHead.ts';

export { headHtml, scriptJson } from '../site/seo/headHtml.ts';
export { setServerFetch };

export interface RenderedPage {
  /** 200, 404 for a page that does not exist, 500 when its data could not be read. */
  status: number;
  /** The markup inside <div id="root">. */
  html: string;
  head: PageHead;
  /** The data the page was rendered from, by query key, for the browser to start with. */
  queries: [QueryKey, unknown][];
  /** The route ids rendered, for the server to list their scripts. */
  routeIds: string[];
}

function statusOf(matches: AnyRouteMatch[]): number {
  const flagged = matches as (AnyRouteMatch & { _notFound?: boolean })[];
  if (flagged.some((match) => match.status === 'notFound' || match._notFound)) return 404;
  if (matches.some((match) => match.status === 'error')) return 500;
  return 200;
}

/** The answers the page's loaders read (only successful ones: a failed read is tried again in the browser). */
function loadedQueries(queryClient: QueryClient): [QueryKey, unknown][] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data]);
}

/**
 * Renders `url` (a path with its query) as the browser would, with `siteUrl` for absolute links;
 * `known` answers are in the query cache before the loaders run (they are not asked again).
 */
export async function renderPage(url: string, siteUrl: string, known: [QueryKey, unknown][] = [], site?: SiteLook): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  for (const [key, data] of known) queryClient.setQueryData(key, data);
  // Every page draws the owner's menus in its navigation and footer.
  await queryClient.prefetchQuery(getNavigationPublicQueryOptions());
  const router = createRouter({
    routeTree,
    context: { queryClient, siteUrl, site },
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();
  const matches = router.state.matches;
  const status = statusOf(matches);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const loaded = matches.at(-1)?.loaderData as HeadSource | undefined;
  const head = headFor(status === 200 && loaded ? loaded : { kind: 'notFound' }, siteUrl, site);
  const routeIds = matches.map((match) => match.routeId);
  // The landing keeps the boxes the server drew: the browser gets only what its other parts read.
  const queries = routeIds.at(-1) === '/' ? handOverQueries(loadedQueries(queryClient)) : loadedQueries(queryClient);
  return { status, html, head, queries, routeIds };
}

/**
 * A post that is not public (a draft, a scheduled post) drawn by the public post page, for a
 * preview link: the page's loader finds `post` as if the public API had answered it.
 */
export async function renderPostPreview(post: PublicPost, siteUrl: string, site?: SiteLook): Promise<RenderedPage> {
  const answer = { data: post, status: 200, headers: new Headers() };
  // A post not yet public has no comments (the public read would say it does not exist).
  const noComments = { data: { items: [], page: 1, totalPages: 1, count: 0 }, status: 200, headers: new Headers() };
  const page = await renderPage(`/blog/${encodeURIComponent(post.slug)}`, siteUrl, [[getPublicGetPostQueryKey(post.slug), answer], [getCommentsListPublicQueryKey(post.slug), noComments]], site);
  return { ...page, head: { ...page.head, title: `Preview: ${page.head.title}`, robots: 'noindex' } };
}

/** A static page that is not published drawn by the public page at /{slug}, for a preview link. */
export async function renderStaticPagePreview(page: PublicStaticPage, siteUrl: string, site?: SiteLook): Promise<RenderedPage> {
  const answer = { data: page, status: 200, headers: new Headers() };
  const rendered = await renderPage(`/${encodeURIComponent(page.slug)}`, siteUrl, [[getPublicGetPageQueryKey(page.slug), answer]], site);
  return { ...rendered, head: { ...rendered.head, title: `Preview: ${rendered.head.title}`, robots: 'noindex' } };
}

/** The landing drawn from home page sections that are not published (the editor's form), for its preview. */
export async function renderHomePreview(homePage: PublicHomePage, siteUrl: string, site?: SiteLook): Promise<RenderedPage> {
  const answer = { data: homePage, status: 200, headers: new Headers() };
  const rendered = await renderPage('/', siteUrl, [[getHomepagePublicQueryKey(), answer]], site);
  return { ...rendered, head: { ...rendered.head, title: `Preview: ${rendered.head.title}`, robots: 'noindex' } };
}

/**
 * The site's navigation and footer around `content` (HTML built by the server, already escaped),
 * for the pages behind mail links, which have no route of their own. No script takes it over: the
 * navigation works from the HTML alone.
 */
export async function renderFrame(content: string, siteUrl: string, site?: SiteLook): Promise<string> {
  const queryClient = createQueryClient();
  // The navigation and footer draw the owner's menus.
  await queryClient.prefetchQuery(getNavigationPublicQueryOptions());
  const router = createRouter({ routeTree, context: { queryClient, siteUrl, site }, history: createMemoryHistory({ initialEntries: ['/'] }), isServer: true });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterContextProvider router={router}>
        <div className="blog-page">
          <SiteNav page="/" />
          <main id="main" className="site-frame" dangerouslySetInnerHTML={{ __html: content }} />
          <SiteFooter onLanding={false} />
        </div>
      </RouterContextProvider>
    </QueryClientProvider>,
  );
}
