import type { StaticPage } from './repository/staticPageRepository.ts';

/** The contract's JSON of a static page. */
export function staticPageJson(page: StaticPage) {
  return { ...page, createdAt: page.createdAt.toISOString(), updatedAt: page.updatedAt.toISOString() };
}
