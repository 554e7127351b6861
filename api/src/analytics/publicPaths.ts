import { BLOG_PAGE_SIZE } from '../../../common/site.ts';
import type { PublicRead, PublicReadService } from '../public/service.ts';
import type { PublicPageReads } from '../staticPages/publicReads.ts';

/** The site's own pages that always exist. */
const FIXED = new Set(['/', '/blog', '/search']);
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const POST = new RegExp(`^/blog/(${SLUG})$`);
const ARCHIVE = new RegExp(`^/blog/(category|tag|author)/(${SLUG})$`);
const PAGE = new RegExp(`^/(${SLUG})$`);

const found = async (read: Promise<PublicRead>) => (await read).entry.status === 200;

/**
 * Whether a path is a public page of the site that exists now: the landing, the blog and the
 * search, a public post, a category's, tag's or author's archive, a published static page. Asked
 * through the public reads, so repeats come from the public cache (and a path that names nothing
 * from its bounded part for answers about nothing).
 */
export function publicPageCheck(reads: Pick<PublicReadService, 'post' | 'list'>, pages: Pick<PublicPageReads, 'page'>): (path: string) => Promise<boolean> {
  return async (path) => {
    if (FIXED.has(path)) return true;
    const post = POST.exec(path);
    if (post) return found(reads.post(post[1]!));
    const archive = ARCHIVE.exec(path);
    if (archive) return found(reads.list({ page: 1, pageSize: BLOG_PAGE_SIZE, [archive[1]!]: archive[2]! }));
    const page = PAGE.exec(path);
    return page ? found(pages.page(page[1]!)) : false;
  };
}
