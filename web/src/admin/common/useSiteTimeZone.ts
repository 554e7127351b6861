import { useSettingsPublic } from '../../../../codegen/orval/endpoints/settings/settings.ts';
import { SETTINGS_DEFAULTS } from '../../../../common/settings.ts';

/** The site's time zone, from the public settings every role may read; the default until they load. */
export function useSiteTimeZone(): { timeZone: string; isPending: boolean } {
  // Not retried: the default is a fine answer meanwhile, and the next screen asks again.
  const { data, isPending } = useSettingsPublic({ query: { retry: false, staleTime: 60_000 } });
  return { timeZone: (data?.status === 200 && data.data.timeZone) || SETTINGS_DEFAULTS.timeZone, isPending };
}
