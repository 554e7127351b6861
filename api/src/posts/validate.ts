import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { META_DESCRIPTION_MAX } from '../../../common/constants.ts';
import { longerThan } from '../../../common/characters.ts';
import { FIELD_MESSAGES, IMAGE_MESSAGES, MARKUP_MESSAGES, SCHEDULE_MESSAGES } from '../../../common/messages.ts';
import { validationProblem } from '../http/problem.ts';
import { slugError } from '../http/slug.ts';
import { MARKUP_MAX_DEPTH, MARKUP_MAX_ELEMENTS } from '../markup/limits.ts';
import { markupShapeProblem } from '../markup/shape.ts';
import type { TermKind, TermLookup } from '../taxonomy/termLookup.ts';
import type { PostDoc, PostFields } from './repository/records.ts';
import { plainText } from '../markup/plainText.ts';
import { sanitizePostHtml } from './sanitize.ts';

export type { PostFields };

export const POST_MESSAGES = {
  badDate: 'Publish date must be a valid date and time',
  badLink: 'Enter a full http(s) URL or a site path starting with /',
  unknownTags: (ids: number[]) => `Unknown tag id: ${ids.join(', ')}`,
  unknownCategories: (ids: number[]) => `Unknown category id: ${ids.join(', ')}`,
} as const;

const LINK_FIELDS = ['featuredImage', 'canonicalUrl', 'ogImage'] as const;

/** Absolute http(s) URLs and same-site paths; never javascript:, data: or protocol-relative links. */
function isSafeLink(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

async function unknownIds(terms: TermLookup, kind: TermKind, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await terms.byIds(kind, ids);
  return ids.filter((id) => !known.has(id));
}

/** How far ahead a published post's date may be: the editor's clock may run ahead of the server's. */
const PUBLISHED_AHEAD_MS = 60_000;

/** When the post stood before this save, for the rules that look at what changed. */
export type SavedSchedule = Pick<PostDoc, 'publishStatus' | 'publishDate'>;

/**
 * Scheduling needs a date to come. Checked only when the save schedules the post or moves its
 * date: a scheduled post whose date has come (it is live) keeps saving as it is.
 */
function scheduleError(publishDate: Date, before: SavedSchedule | null | undefined, now: Date): string | undefined {
  const unchanged = before?.publishStatus === 'scheduled' && before.publishDate?.getTime() === publishDate.getTime();
  return !unchanged && publishDate <= now ? SCHEDULE_MESSAGES.needsFutureDate : undefined;
}

/**
 * Checks a PostInput against the post field rules and the domain rules, and turns it into stored fields:
 * trimmed text, sanitized HTML, a Date or null, de-duplicated references. Every problem is
 * reported at once, keyed by field; nothing is written when there is one. `before` is the post
 * as saved (none for a new post).
 */
export async function readPostInput(
  body: PostInput,
  { terms, before, now = new Date() }: { terms: TermLookup; before?: SavedSchedule | null; now?: Date },
): Promise<PostFields> {
  const errors: Record<string, string> = {};
  const title = body.title.trim();
  const slug = body.slug.trim();
  // Too deep or too large is refused before any parser sees the content.
  const shape = markupShapeProblem(body.content, 'html');
  const content = shape ? '' : sanitizePostHtml(body.content);
  const metaDescription = (body.metaDescription ?? '').trim();
  const publishStatus = body.publishStatus ?? 'draft';

  if (!title) errors.title = FIELD_MESSAGES.titleRequired;
  const badSlug = slugError(slug);
  if (badSlug) errors.slug = badSlug;
  if (shape) errors.content = shape === 'depth' ? MARKUP_MESSAGES.contentTooDeep(MARKUP_MAX_DEPTH) : MARKUP_MESSAGES.contentTooManyElements(MARKUP_MAX_ELEMENTS);
  else if (!plainText(content) && !/<img\s/i.test(content)) errors.content = FIELD_MESSAGES.contentRequired;
  if (longerThan(metaDescription, META_DESCRIPTION_MAX)) errors.metaDescription = FIELD_MESSAGES.metaDescriptionTooLong;

  let publishDate: Date | null = null;
  if (body.publishDate) {
    publishDate = new Date(body.publishDate);
    if (Number.isNaN(publishDate.getTime())) errors.publishDate = POST_MESSAGES.badDate;
  }
  if (publishStatus === 'scheduled' && !body.publishDate) errors.publishDate = SCHEDULE_MESSAGES.needsDate;
  if (publishStatus === 'scheduled' && publishDate && !errors.publishDate) {
    const error = scheduleError(publishDate, before, now);
    if (error) errors.publishDate = error;
  }
  // A post dated to come is scheduled, not published: published ones would list first, dated ahead.
  if (publishStatus === 'published' && publishDate && !errors.publishDate && publishDate.getTime() > now.getTime() + PUBLISHED_AHEAD_MS) {
    errors.publishDate = SCHEDULE_MESSAGES.publishedInFuture;
  }
  if (publishStatus === 'published' && !publishDate) publishDate = now;

  for (const field of LINK_FIELDS) {
    if (!isSafeLink((body[field] ?? '').trim())) errors[field] = POST_MESSAGES.badLink;
  }
  // A featured image goes public only with its alt text; a draft may wait for it.
  if (publishStatus !== 'draft' && (body.featuredImage ?? '').trim() && !(body.featuredImageAlt ?? '').trim()) {
    errors.featuredImageAlt = IMAGE_MESSAGES.featuredImageAltRequired;
  }

  const tagIds = [...new Set(body.tagIds ?? [])];
  const categoryIds = [...new Set(body.categoryIds ?? [])];
  const [missingTags, missingCategories] = await Promise.all([unknownIds(terms, 'tag', tagIds), unknownIds(terms, 'category', categoryIds)]);
  if (missingTags.length > 0) errors.tagIds = POST_MESSAGES.unknownTags(missingTags);
  if (missingCategories.length > 0) errors.categoryIds = POST_MESSAGES.unknownCategories(missingCategories);

  if (Object.keys(errors).length > 0) throw validationProblem(errors);
  return {
    title,
    subtitle: (body.subtitle ?? '').trim(),
    slug,
    content,
    metaDescription,
    publishStatus,
    publishDate,
    featuredImage: (body.featuredImage ?? '').trim(),
    featuredImageAlt: (body.featuredImageAlt ?? '').trim(),
    canonicalUrl: (body.canonicalUrl ?? '').trim(),
    ogTitle: (body.ogTitle ?? '').trim(),
    ogDescription: (body.ogDescription ?? '').trim(),
    ogImage: (body.ogImage ?? '').trim(),
    tagIds,
    categoryIds,
    // Comments are on unless the post turns them off.
    commentsOpen: body.commentsOpen !== false,
  };
}
