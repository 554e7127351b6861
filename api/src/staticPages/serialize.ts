import type { StaticPage } from './repository/staticPageRepository.ts';

/** The contract's JSON of a static page (what a save says of the page before it stays out). */
export function staticPageJson({ wasPublished: _before, ...page }: StaticPage & { wasPublished?: boolean }) {
  return { ...page, createdAt: page.createdAt.toISOString(), updatedAt: page.updatedAt.toISOString() };
}
