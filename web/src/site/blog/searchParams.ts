/** The `page` search parameter as given: kept raw so that a bad value reaches the loader (and 404s). */
export function keepPage(search: Record<string, unknown>): { page?: unknown } {
  return search.page === undefined ? {} : { page: search.page };
}
