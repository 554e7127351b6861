import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { getSettingsPublicQueryOptions } from '../../../codegen/orval/endpoints/settings/settings.ts';
import { DEFAULT_SITE, type SiteLook } from './seo/siteHead.ts';

/** The public settings the server drew the page with (undefined after arriving from a client-only page). */
export function useSite(): SiteLook | undefined {
  // A router built without the site's context (component tests) has none.
  return (useRouter().options.context as { site?: SiteLook } | undefined)?.site;
}

/**
 * The settings a part that shows the brand draws with: the server's, else (on client-only pages
 * such as the sign-in screen) read once from the API, the defaults until they come.
 */
export function useBrandSite(): SiteLook {
  const served = useSite();
  const { data } = useQuery({ ...getSettingsPublicQueryOptions(), enabled: !served });
  return served ?? (data?.status === 200 ? data.data : DEFAULT_SITE);
}
