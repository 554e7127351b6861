import { useRouter } from '@tanstack/react-router';
import type { SiteLook } from './seo/siteHead.ts';

/** The public settings the server drew the page with (undefined after arriving from a client-only page). */
export function useSite(): SiteLook | undefined {
  return useRouter().options.context.site;
}
