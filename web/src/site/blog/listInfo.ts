import type { PublicPost } from '../../../../codegen/orval/schemas/publicPost.ts';
import type { PublicPostPage } from '../../../../codegen/orval/schemas/publicPostPage.ts';
import { blogTitleOf } from '../../../../common/settings.ts';
import { BLOG_DESCRIPTION, blogPaths, SITE_NAME } from '../../../../common/site.ts';

/** Home > Blog > ...: each crumb's label and path; the last is the page itself. */
export type Trail = [label: string, path: string][];

const BLOG_TRAIL: Trail = [
  ['Home', '/'],
  ['Blog', blogPaths.blog()],
];

/** What a list page says of itself: the blog (named after the site's title), a category or tag archive (when the page carries its term), or an author's page. */
export function listInfo(list: PublicPostPage, siteTitle = SITE_NAME): { heading: string; description: string; pathOf: (page: number) => string; trail: Trail } {
  const { term, author } = list;
  if (author) {
    const pathOf = (page: number) => blogPaths.author(author.slug, page);
    return { heading: author.name, description: author.bio || `Every ${siteTitle} article by ${author.name}, newest first.`, pathOf, trail: [...BLOG_TRAIL, [author.name, pathOf(1)]] };
  }
  if (!term) return { heading: blogTitleOf(siteTitle), description: BLOG_DESCRIPTION, pathOf: blogPaths.blog, trail: BLOG_TRAIL };
  const category = term.kind === 'category';
  const pathOf = (page: number) => (category ? blogPaths.category(term.slug, page) : blogPaths.tag(term.slug, page));
  return {
    heading: category ? term.name : `Posts tagged “${term.name}”`,
    description: term.description || `Every ${siteTitle} article ${category ? 'in' : 'tagged'} ${term.name}, newest first.`,
    pathOf,
    trail: [...BLOG_TRAIL, [category ? term.name : `#${term.name}`, pathOf(1)]],
  };
}

/** Home > Blog > its first category > the post. */
export function postTrail(post: PublicPost): Trail {
  const category = post.categories[0];
  return [...BLOG_TRAIL, ...(category ? ([[category.name, blogPaths.category(category.slug)]] as Trail) : []), [post.title, blogPaths.post(post.slug)]];
}
