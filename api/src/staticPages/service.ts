import { FIELD_MESSAGES, MARKUP_MESSAGES } from '../../../common/messages.ts';
import { PAGE_MESSAGES } from '../../../common/pageMessages.ts';
import { NO_ACTIVITY, type ActivityService, type Actor } from '../activity/service.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { slugConflict, slugError } from '../http/slug.ts';
import { MARKUP_MAX_DEPTH, MARKUP_MAX_ELEMENTS } from '../markup/limits.ts';
import { markupShapeProblem } from '../markup/shape.ts';
import { plainText } from '../markup/plainText.ts';
import { sanitizePostHtml } from '../posts/sanitize.ts';
import { PAGE_TEXTS } from './repository/records.ts';
import {
  PageSlugTaken,
  PageVersionStale,
  type StaticPage,
  type StaticPageFields,
  type StaticPageListQuery,
  type StaticPageRepository,
} from './repository/staticPageRepository.ts';

/** A page as the public reads it: its stored (sanitized) HTML. */
export interface PublicStaticPage extends Omit<StaticPage, 'id' | 'content' | 'isPublished' | 'version' | 'createdAt'> {
  html: string;
}

/** `version`: the version the edit started from (a save applies only to it). */
export type StaticPageInput = Partial<StaticPageFields> & Pick<StaticPageFields, 'title' | 'slug' | 'content'> & { version?: number };

export type SavedPage = StaticPage & { wasPublished: boolean };

const STALE_MESSAGE = 'This page was changed elsewhere since you opened it. Reload to see the latest version, then make your changes again.';

export interface StaticPageService {
  list(query: StaticPageListQuery): Promise<{ page: StaticPage[]; total: number }>;
  get(id: number): Promise<StaticPage>;
  /** `by`: who saves, for the activity log (publishing, unpublishing and deleting are recorded). */
  create(input: StaticPageInput, by?: Actor): Promise<StaticPage>;
  /** The page saved, and whether it was published before (what the public pages showed). */
  update(id: number, input: StaticPageInput, by?: Actor): Promise<SavedPage>;
  /** Returns the page as it was. */
  remove(id: number, by?: Actor): Promise<StaticPage>;
  /** A published page by slug; undefined for drafts and unknown slugs. */
  publicBySlug(slug: string): Promise<PublicStaticPage | undefined>;
  /** Title, slug and last change of every published page. */
  published(): Promise<{ title: string; slug: string; updatedAt: Date }[]>;
}

/** A page as the public sees it: its content is HTML sanitized when it was saved. */
export function publicView(page: StaticPage): PublicStaticPage {
  const { id: _id, content, isPublished: _published, version: _version, createdAt: _created, ...rest } = page;
  return { ...rest, html: content };
}

const TEXT_FIELDS = ['title', 'slug', ...PAGE_TEXTS] as const;

/** Content is HTML kept to what the editor makes, as post content is; too deep or too large is refused before any parser sees it. */
function readContent(source: string, errors: Record<string, string>): string {
  const shape = markupShapeProblem(source, 'html');
  if (shape) {
    errors.content = shape === 'depth' ? MARKUP_MESSAGES.contentTooDeep(MARKUP_MAX_DEPTH) : MARKUP_MESSAGES.contentTooManyElements(MARKUP_MAX_ELEMENTS);
    return '';
  }
  const content = sanitizePostHtml(source);
  if (!plainText(content) && !/<img\s/i.test(content)) errors.content = FIELD_MESSAGES.contentRequired;
  return content;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The rules of static pages: text is trimmed, content sanitized HTML; title, slug and content are required; the slug is
 * lowercase words, not a path the site serves itself (`reserved`), and belongs to one page;
 * structured data is empty or JSON. Only published pages are public.
 */
export function createStaticPageService(deps: { repository: StaticPageRepository; reserved: ReadonlySet<string>; activity?: Pick<ActivityService, 'record'> }): StaticPageService {
  const { repository, reserved, activity = NO_ACTIVITY } = deps;
  const missing = () => notFound('Page');
  const subject = (page: StaticPage) => ({ type: 'page', id: String(page.id), title: page.title });
  /** A save that makes a page public publishes it; one that makes it a draft again unpublishes it. */
  const recordSave = async (wasPublished: boolean, page: StaticPage, by: Actor) => {
    if (page.isPublished === wasPublished) return;
    await activity.record({ actor: by, action: page.isPublished ? 'page.publish' : 'page.unpublish', subject: subject(page) });
  };

  const readInput = (body: StaticPageInput): StaticPageFields => {
    const fields = Object.fromEntries(TEXT_FIELDS.map((name) => [name, (body[name] ?? '').trim()])) as Omit<StaticPageFields, 'isPublished' | 'content' | 'commentsOpen'>;
    const errors: Record<string, string> = {};
    if (!fields.title) errors.title = FIELD_MESSAGES.titleRequired;
    const content = readContent(body.content ?? '', errors);
    const badSlug = slugError(fields.slug) ?? (reserved.has(fields.slug) ? PAGE_MESSAGES.reservedSlug(fields.slug) : undefined);
    if (badSlug) errors.slug = badSlug;
    if (fields.structuredData && !isJson(fields.structuredData)) errors.structuredData = PAGE_MESSAGES.structuredDataInvalid;
    if (Object.keys(errors).length > 0) throw validationProblem(errors);
    return { ...fields, content, isPublished: body.isPublished ?? false, commentsOpen: body.commentsOpen ?? false };
  };

  /** Runs a write, answering a taken slug with a 409. */
  const refusingTakenSlug = async <T>(slug: string, write: () => Promise<T>): Promise<T> => {
    if (await repository.slugTaken(slug, undefined)) throw slugConflict('page', slug);
    try {
      return await write();
    } catch (error) {
      if (error instanceof PageSlugTaken) throw slugConflict('page', error.slug);
      throw error;
    }
  };

  return {
    list: (query) => repository.list(query),

    async get(id) {
      const page = await repository.get(id);
      if (!page) throw missing();
      return page;
    },

    async create(body, by = null) {
      const fields = readInput(body);
      const page = await refusingTakenSlug(fields.slug, () => repository.create(fields));
      await recordSave(false, page, by);
      return page;
    },

    async update(id, body, by = null) {
      const fields = readInput(body);
      const before = await repository.get(id);
      if (!before) throw missing();
      if (await repository.slugTaken(fields.slug, id)) throw slugConflict('page', fields.slug);
      try {
        const page = await repository.update(id, fields, body.version);
        if (!page) throw missing();
        await recordSave(before.isPublished, page, by);
        return { ...page, wasPublished: before.isPublished };
      } catch (error) {
        if (error instanceof PageSlugTaken) throw slugConflict('page', error.slug);
        if (error instanceof PageVersionStale) throw new HttpProblem(409, STALE_MESSAGE, { errors: { version: STALE_MESSAGE } });
        throw error;
      }
    },

    async remove(id, by = null) {
      const page = await repository.get(id);
      if (!page) throw missing();
      await repository.remove(id);
      await activity.record({ actor: by, action: 'page.delete', subject: subject(page) });
      return page;
    },

    async publicBySlug(slug) {
      const page = await repository.bySlug(slug);
      return page?.isPublished ? publicView(page) : undefined;
    },

    published: () => repository.published(),
  };
}
