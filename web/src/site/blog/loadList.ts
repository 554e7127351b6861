import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { getPublicListPostsQueryOptions } from '../../../../codegen/orval/endpoints/public/public.ts';
import type { PublicListPostsParams } from '../../../../codegen/orval/schemas/publicListPostsParams.ts';
import type { PublicPostPage } from '../../../../codegen/orval/schemas/publicPostPage.ts';
import { BLOG_PAGE_SIZE } from '../../../../common/site.ts';
import { readFound } from '../routing/readFound.ts';

/** Page 1 when absent; a whole number from 1 up; null for anything else. */
export function pageNumber(value: unknown): number | null {
  if (value === undefined) return 1;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^[1-9]\d{0,4}$/.test(text) ? Number(text) : null;
}

/** Where a list loader reads: the query cache, and the site's settings when the server handed them over. */
interface ListContext {
  queryClient: QueryClient;
  site?: { postsPerPage?: number };
}

/**
 * Loads one page of a post list (the blog, an archive with `category` or `tag`, or an author's page) into the query
 * cache, as many posts a page as the settings say. Unknown terms, bad page numbers and pages past
 * the end are "no such page".
 */
export async function loadList({ queryClient, site }: ListContext, rawPage: unknown, filter: Pick<PublicListPostsParams, 'category' | 'tag' | 'author'> = {}): Promise<{ kind: 'list'; list: PublicPostPage }> {
  const page = pageNumber(rawPage);
  if (page === null) throw notFound();
  const list = await readFound(queryClient.ensureQueryData(getPublicListPostsQueryOptions({ page, pageSize: site?.postsPerPage ?? BLOG_PAGE_SIZE, ...filter })));
  if (page > Math.max(1, list.totalPages)) throw notFound();
  return { kind: 'list', list };
}
