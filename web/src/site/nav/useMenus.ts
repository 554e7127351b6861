import { useQuery } from '@tanstack/react-query';
import { getNavigationPublicQueryOptions } from '../../../../codegen/orval/endpoints/navigation/navigation.ts';
import type { PublicNavigation } from '../../../../codegen/orval/schemas/publicNavigation.ts';

/** The owner's menus: the server renders every page with them and hands them to the browser. */
export function useMenus(): PublicNavigation | undefined {
  const { data } = useQuery(getNavigationPublicQueryOptions());
  return data?.status === 200 ? data.data : undefined;
}
