import { SITE_NAME } from '../../../../common/site.ts';
import type { PageHead } from './head.ts';

/** Any page that does not exist: never indexed. */
export function notFoundHead(): PageHead {
  return { title: `404 Page Not Found | ${SITE_NAME}`, description: 'The page you asked for does not exist or has moved.', robots: 'noindex', jsonLd: [] };
}
