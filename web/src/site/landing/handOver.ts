import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getHomepagePublicQueryKey, type homepagePublicResponse } from '../../../../codegen/orval/endpoints/homepage/homepage.ts';
import type { PublicHomePage } from '../../../../codegen/orval/schemas/index.ts';
import { getPublicListPostsQueryKey } from '../../../../codegen/orval/endpoints/public/public.ts';
import { NEWEST_POSTS } from './BlogSection.tsx';
import { groupsOf, HYDRATED } from './groups.ts';

/** Where the server's landing hands its data to the browser: a key of its own, since it is not the whole page. */
const HAND_OVER_KEY = ['landing', 'hand-over'] as const;

/**
 * What hydrating the server's landing reads: the sections that hydrate whole (with their images),
 * of each other group only its place (it keeps the server's HTML), and no sessions.
 */
export function handOverPage(page: PublicHomePage): PublicHomePage {
  const sections = groupsOf(page.sections).map(({ main }) => (HYDRATED.has(main.kind) ? main : { kind: main.kind, anchor: main.anchor, hidden: main.hidden }));
  const shown = new Set(sections.flatMap((section) => (section.image ? [section.image.src] : [])));
  const images = Object.fromEntries(Object.entries(page.images).filter(([src]) => shown.has(src)));
  return { ...page, sections, upcoming: [], images };
}

/**
 * A rendered landing's reads as the browser gets them: the home page's answer as its hand-over, and
 * not the blog cards' posts (kept as drawn). A page drawn without its sections hands over all.
 */
export function handOverQueries(queries: [QueryKey, unknown][]): [QueryKey, unknown][] {
  const homepage = JSON.stringify(getHomepagePublicQueryKey());
  const posts = JSON.stringify(getPublicListPostsQueryKey(NEWEST_POSTS));
  const read = queries.find(([key]) => JSON.stringify(key) === homepage)?.[1] as homepagePublicResponse | undefined;
  if (read?.status !== 200) return queries;
  return [...queries.filter(([key]) => ![homepage, posts].includes(JSON.stringify(key))), [HAND_OVER_KEY, handOverPage(read.data)]];
}

/** The hand-over, taken out of the cache: the first load of the server's landing reads it, any later visit the whole page. */
export function takeHandOver(queryClient: QueryClient): PublicHomePage | undefined {
  const page = queryClient.getQueryData<PublicHomePage>(HAND_OVER_KEY);
  queryClient.removeQueries({ queryKey: HAND_OVER_KEY, exact: true });
  return page;
}
