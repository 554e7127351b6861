import type { StaticPage } from '../staticPages/repository/staticPageRepository.ts';
import type { StaticPageService } from '../staticPages/service.ts';
import type { SearchDocument, SearchSource } from './source.ts';
import { htmlText } from './text.ts';

/** The body indexed and cut into snippets: enough for any page, bounded for memory. */
const MAX_BODY_CHARS = 20_000;

/** Published static pages as search documents, by id; drafts are never read. */
export function pageSearchSource(pages: Pick<StaticPageService, 'list'>): SearchSource {
  const published = async () => (await pages.list({ isPublished: true, sort: { field: 'id', direction: 1 }, skip: 0, limit: 0 })).page;
  const document = (page: StaticPage): SearchDocument => ({
    kind: 'page',
    id: String(page.id),
    title: page.title,
    body: htmlText(page.content).slice(0, MAX_BODY_CHARS),
    keywords: [page.keywords, page.metaDescription].filter(Boolean).join(' · '),
    url: `/${page.slug}`,
  });
  return {
    kind: 'page',
    versions: async () => new Map((await published()).map((page) => [String(page.id), `${page.updatedAt.getTime()}`])),
    all: async () => (await published()).map(document),
    async some(ids) {
      const wanted = new Set(ids);
      return (await published()).filter((page) => wanted.has(String(page.id))).map(document);
    },
  };
}
