/** Texts about static pages that both the API and the back office show. */
export const PAGE_MESSAGES = {
  structuredDataInvalid: 'Structured data must be valid JSON (JSON-LD)',
  reservedSlug: (slug: string) => `The slug "${slug}" is taken by the site itself (/${slug}). Choose another slug.`,
  saved: 'Page saved',
  savedDetail: 'Your page has been saved successfully.',
  notFound: 'Page not found',
  notFoundDetail: 'The requested page could not be found.',
} as const;

