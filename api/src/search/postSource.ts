import type { PostDoc } from '../posts/repository/records.ts';
import type { PublicPostReads } from '../posts/repository/postRepository.ts';
import { pickTerms, type Term, type TermLookup } from '../taxonomy/termLookup.ts';
import type { SearchDocument, SearchSource } from './source.ts';
import { htmlText } from './text.ts';

/** Every public post fits under this (the repository's "no limit" differs between its two implementations). */
const ALL = 1_000_000_000;
/** The body indexed and cut into snippets: enough for any article, bounded for memory. */
const MAX_BODY_CHARS = 20_000;

type Posts = Pick<PublicPostReads, 'publicIndex' | 'publicFeed' | 'publicBySlug' | 'nextScheduledAt'>;

/**
 * Public posts as search documents, by slug: published ones, and scheduled ones once their time
 * has come (the post reads decide that). A post's version covers what its document shows,
 * its terms' names included, so renaming a category re-indexes its posts.
 */
export function postSearchSource(posts: Posts, terms: TermLookup): SearchSource {
  async function termNames(list: { categoryIds: number[]; tagIds: number[] }[]) {
    const [categories, tags] = await Promise.all([terms.byIds('category', list.flatMap((p) => p.categoryIds)), terms.byIds('tag', list.flatMap((p) => p.tagIds))]);
    return { categories, tags };
  }
  const names = (ids: number[], byId: Map<number, Term>) => pickTerms(ids, byId).map((t) => t.name);

  async function documents(docs: PostDoc[]): Promise<SearchDocument[]> {
    const { categories, tags } = await termNames(docs);
    return docs.map((doc) => {
      const categoryNames = names(doc.categoryIds, categories);
      return {
        kind: 'post',
        id: doc.slug,
        title: doc.title,
        body: [doc.subtitle, htmlText(doc.content)].filter(Boolean).join(' — ').slice(0, MAX_BODY_CHARS),
        keywords: [...categoryNames, ...names(doc.tagIds, tags)].join(' · '),
        url: `/blog/${doc.slug}`,
        date: doc.publishDate ?? doc.createdAt,
        ...(categoryNames[0] ? { category: categoryNames[0] } : {}),
      };
    });
  }

  return {
    kind: 'post',
    async versions(now) {
      const index = await posts.publicIndex(now);
      const { categories, tags } = await termNames(index);
      return new Map(
        index.map((p) => [p.slug, [p.updatedAt.getTime(), p.publishDate?.getTime(), ...names(p.categoryIds, categories), '|', ...names(p.tagIds, tags)].join('\u0000')]),
      );
    },
    all: async (now) => documents(await posts.publicFeed(ALL, now)),
    async some(slugs, now) {
      const found = await Promise.all(slugs.map((slug) => posts.publicBySlug(slug, now)));
      return documents(found.filter((doc): doc is PostDoc => doc !== null));
    },
    nextChangeAt: (now) => posts.nextScheduledAt(now),
  };
}
