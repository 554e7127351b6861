import { FIELD_MESSAGES } from '../../../common/messages.ts';
import { PAGE_MESSAGES } from '../../../common/pageMessages.ts';
import { notFound, validationProblem } from '../http/problem.ts';
import { slugConflict, slugError } from '../http/slug.ts';
import { renderPageMarkdown } from './markdown.ts';
import {
  PageSlugTaken,
  type StaticPage,
  type StaticPageFields,
  type StaticPageListQuery,
  type StaticPageRepository,
} from './repository/staticPageRepository.ts';

/** A page as the public reads it: its Markdown rendered and sanitized. */
export interface PublicStaticPage extends Omit<StaticPage, 'id' | 'content' | 'isPublished' | 'createdAt'> {
  html: string;
}

export type StaticPageInput = Partial<StaticPageFields> & Pick<StaticPageFields, 'title' | 'slug' | 'content'>;

export interface StaticPageService {
  list(query: StaticPageListQuery): Promise<{ page: StaticPage[]; total: number }>;
  get(id: number): Promise<StaticPage>;
  create(input: StaticPageInput): Promise<StaticPage>;
  update(id: number, input: StaticPageInput): Promise<StaticPage>;
  /** Returns the page as it was. */
  remove(id: number): Promise<StaticPage>;
  /** A published page by slug; undefined for drafts and unknown slugs. */
  publicBySlug(slug: string): Promise<PublicStaticPage | undefined>;
  /** Title, slug and last change of every published page. */
  published(): Promise<{ title: string; slug: string; updatedAt: Date }[]>;
}

const TEXT_FIELDS = [
  'title', 'slug', 'content', 'metaTitle', 'metaDescription', 'keywords', 'featuredImage', 'featuredImageAlt',
  'canonicalUrl', 'ogTitle', 'ogDescription', 'ogImage', 'structuredData',
] as const;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The rules of static pages: text is trimmed; title, slug and content are required; the slug is
 * lowercase words, not a path the site serves itself (`reserved`), and belongs to one page;
 * structured data is empty or JSON. Only published pages are public.
 */
export function createStaticPageService(deps: { repository: StaticPageRepository; reserved: ReadonlySet<string> }): StaticPageService {
  const { repository, reserved } = deps;
  const missing = () => notFound('Page');

  const readInput = (body: StaticPageInput): StaticPageFields => {
    const fields = Object.fromEntries(TEXT_FIELDS.map((name) => [name, (body[name] ?? '').trim()])) as Omit<StaticPageFields, 'isPublished'>;
    const errors: Record<string, string> = {};
    if (!fields.title) errors.title = FIELD_MESSAGES.titleRequired;
    if (!fields.content) errors.content = FIELD_MESSAGES.contentRequired;
    const badSlug = slugError(fields.slug) ?? (reserved.has(fields.slug) ? PAGE_MESSAGES.reservedSlug(fields.slug) : undefined);
    if (badSlug) errors.slug = badSlug;
    if (fields.structuredData && !isJson(fields.structuredData)) errors.structuredData = PAGE_MESSAGES.structuredDataInvalid;
    if (Object.keys(errors).length > 0) throw validationProblem(errors);
    return { ...fields, isPublished: body.isPublished ?? false };
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

    async create(body) {
      const fields = readInput(body);
      return refusingTakenSlug(fields.slug, () => repository.create(fields));
    },

    async update(id, body) {
      const fields = readInput(body);
      if (!(await repository.get(id))) throw missing();
      if (await repository.slugTaken(fields.slug, id)) throw slugConflict('page', fields.slug);
      try {
        const page = await repository.update(id, fields);
        if (!page) throw missing();
        return page;
      } catch (error) {
        if (error instanceof PageSlugTaken) throw slugConflict('page', error.slug);
        throw error;
      }
    },

    async remove(id) {
      const page = await repository.get(id);
      if (!page) throw missing();
      await repository.remove(id);
      return page;
    },

    async publicBySlug(slug) {
      const page = await repository.bySlug(slug);
      if (!page?.isPublished) return undefined;
      const { id: _id, content, isPublished: _published, createdAt: _created, ...rest } = page;
      return { ...rest, html: renderPageMarkdown(content) };
    },

    published: () => repository.published(),
  };
}
