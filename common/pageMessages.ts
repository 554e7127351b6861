/** Texts about static pages that both the API and the back office show. */
export const PAGE_MESSAGES = {
  structuredDataInvalid: 'Structured data must be valid JSON (JSON-LD)',
  reservedSlug: (slug: string) => `The slug "${slug}" is taken by the site itself (/${slug}). Choose another slug.`,
  saved: 'Page saved',
  savedDetail: 'Your page has been saved successfully.',
  notFound: 'Page not found',
  notFoundDetail: 'The requested page could not be found.',
} as const;

/** The pages every fresh install has, linked from the footer while published. */
export const LEGAL_PAGES = [
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms-of-service', title: 'Terms of Service' },
  { slug: 'shipping-and-returns', title: 'Shipping and Returns' },
] as const;
