/** The pages every fresh install has, linked from the footer while published (apart from the other page texts: every public page loads this). */
export const LEGAL_PAGES = [
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms-of-service', title: 'Terms of Service' },
  { slug: 'shipping-and-returns', title: 'Shipping and Returns' },
] as const;
