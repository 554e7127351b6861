import type { PublicPost, PublicPostSummary } from '../../../codegen/hey-api/types.gen.ts';
import type { PostDoc } from '../posts/repository/records.ts';
import { excerptFor, readingMinutesFor } from '../posts/derivedText.ts';
import { pickTerms, type Term, type TermLookup } from '../taxonomy/termLookup.ts';
import { authorOf, bylineOf, NO_AUTHORS, type AuthorLookup, type AuthorProfile } from './authors.ts';

type ImageInfo = PublicPostSummary['featuredImageInfo'];
/** Size and variants of an uploaded image, or undefined when they cannot be read. */
export type ImageInfoReader = (url: string) => Promise<ImageInfo | undefined>;

/** The public JSON of posts: cards of a list and whole posts, each with its terms in the post's order and its byline. */
export interface PostBodies {
  summaries(docs: PostDoc[]): Promise<PublicPostSummary[]>;
  fullPost(doc: PostDoc, related: PostDoc[]): Promise<PublicPost>;
}

const named = ({ id, name, slug }: Term) => ({ id, name, slug });

export function postBodies(terms: TermLookup, imageInfo: ImageInfoReader, authors: AuthorLookup = NO_AUTHORS): PostBodies {
  /** A page still shows when its featured image's details cannot be read. */
  const infoOf = (url: string) => (url ? imageInfo(url).catch(() => undefined) : Promise.resolve(undefined));
  const featuredImageInfo = (doc: PostDoc) => infoOf(doc.featuredImage);

  function summary(doc: PostDoc, categories: Map<number, Term>, info: ImageInfo | undefined, staff: Map<number, AuthorProfile>): PublicPostSummary {
    const author = authorOf(staff, doc.authorId);
    return {
      id: doc.id,
      title: doc.title,
      subtitle: doc.subtitle,
      slug: doc.slug,
      excerpt: excerptFor(doc),
      publishDate: (doc.publishDate ?? doc.createdAt).toISOString(),
      featuredImage: doc.featuredImage,
      featuredImageAlt: doc.featuredImageAlt,
      ...(info ? { featuredImageInfo: info } : {}),
      readingMinutes: readingMinutesFor(doc),
      categories: pickTerms(doc.categoryIds, categories).map(named),
      ...(author ? { author: bylineOf(author) } : {}),
    };
  }

  async function summaries(docs: PostDoc[]): Promise<PublicPostSummary[]> {
    // Each post with its categories, read in one query.
    const [categories, infos, staff] = await Promise.all([terms.byIds('category', docs.flatMap((d) => d.categoryIds)), Promise.all(docs.map(featuredImageInfo)), authors.all()]);
    return docs.map((doc, i) => summary(doc, categories, infos[i], staff));
  }

  return {
    summaries,
    async fullPost(doc, related) {
      const [categories, tags, relatedCards, info, ogInfo, staff] = await Promise.all([
        terms.byIds('category', doc.categoryIds),
        terms.byIds('tag', doc.tagIds),
        summaries(related),
        featuredImageInfo(doc),
        infoOf(doc.ogImage),
        authors.all(),
      ]);
      return {
        ...summary(doc, categories, info, staff),
        content: doc.content,
        metaDescription: doc.metaDescription,
        updatedAt: doc.updatedAt.toISOString(),
        canonicalUrl: doc.canonicalUrl,
        ogTitle: doc.ogTitle,
        ogDescription: doc.ogDescription,
        ogImage: doc.ogImage,
        commentsOpen: doc.commentsOpen !== false,
        ...(ogInfo ? { ogImageInfo: ogInfo } : {}),
        tags: pickTerms(doc.tagIds, tags).map(named),
        related: relatedCards,
      };
    },
  };
}
