import { problemBody } from '../http/problem.ts';
import type { PostStore } from '../posts/store.ts';
import { readPost, readPostList } from './reads.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG = 120;

function wholeNumber(raw: string | null, fallback: number, max: number): number | undefined {
  if (raw === null) return fallback;
  if (!/^\d{1,6}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : undefined;
}

const isSlug = (text: string | null): text is string => text !== null && text.length <= MAX_SLUG && SLUG.test(text);

const problem = (status: number, detail: string) =>
  new Response(JSON.stringify(problemBody(status, detail)), { status, headers: { 'Content-Type': 'application/problem+json' } });

/**
 * The public read API answered in-process, for pages rendered on the server: the same bodies (and
 * cache entries) as `GET /api/public/posts...`, with the contract's parameter rules, and no HTTP.
 */
export function publicApiReader(store: PostStore): (url: string) => Promise<Response> {
  return async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://in-process');
    let entry;
    if (pathname === '/api/public/posts') {
      const page = wholeNumber(searchParams.get('page'), 1, 10_000);
      const pageSize = wholeNumber(searchParams.get('pageSize'), 10, 50);
      const category = searchParams.get('category');
      const tag = searchParams.get('tag');
      if (page === undefined || pageSize === undefined || (category !== null && !isSlug(category)) || (tag !== null && !isSlug(tag)) || (category && tag)) {
        return problem(400, 'The request is invalid.');
      }
      entry = (await readPostList(store, { page, pageSize, category: category ?? undefined, tag: tag ?? undefined })).entry;
    } else if (pathname.startsWith('/api/public/posts/')) {
      const slug = decodeURIComponent(pathname.slice('/api/public/posts/'.length));
      if (!isSlug(slug)) return problem(400, 'The request is invalid.');
      entry = (await readPost(store, slug)).entry;
    } else {
      return problem(404, 'Not found.');
    }
    return new Response(entry.body, { status: entry.status, headers: { 'Content-Type': entry.contentType } });
  };
}
