import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { getPublicListPostsQueryOptions } from '../../../../codegen/orval/endpoints/public/public.ts';
import type { PublicListPostsParams } from '../../../../codegen/orval/schemas/publicListPostsParams.ts';
import type { PublicPostPage } from '../../../../codegen/orval/schemas/publicPostPage.ts';
import { BLOG_PAGE_SIZE } from '../../../../common/site.ts';
import { ApiError } from '../../api/fetcher.ts';

/** Page 1 when absent; a whole number from 1 up; null for anything else. */
export function pageNumber(value: unknown): number | null {
  if (value === undefined) return 1;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^[1-9]\d{0,4}$/.test(text) ? Number(text) : null;
}

/**
 * Loads one page of a post list (the blog, an archive with `category` or `tag`, or an author's page) into the query
 * cache, `pageSize` posts a page (the settings' posts per page). Unknown terms, bad page numbers
 * and pages past the end are "no such page".
 */
export async function loadList(queryClient: QueryClient, rawPage: unknown, filter: Pick<PublicListPostsParams, 'category' | 'tag' | 'author'> = {}, pageSize = BLOG_PAGE_SIZE): Promise<PublicPostPage> {
  const page = pageNumber(rawPage);
  if (page === null) throw notFound();
  try {
    const response = await queryClient.ensureQueryData(getPublicListPostsQueryOptions({ page, pageSize, ...filter }));
    if (response.status !== 200 || page > Math.max(1, response.data.totalPages)) throw notFound();
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}
