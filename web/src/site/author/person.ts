import type { PublicAuthor } from '../../../../codegen/orval/schemas/publicAuthor.ts';
import { blogPaths } from '../../../../common/site.ts';
import { absoluteUrl } from '../seo/head.ts';

/** An author as schema.org's Person: name, author page, picture and (on their own page) bio. */
export function person(author: PublicAuthor & { bio?: string }, siteUrl: string) {
  return {
    '@type': 'Person',
    name: author.name,
    url: `${siteUrl}${blogPaths.author(author.slug)}`,
    ...(author.avatar ? { image: absoluteUrl(author.avatar, siteUrl) } : {}),
    ...(author.bio ? { description: author.bio } : {}),
  };
}
