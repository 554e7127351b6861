import type { DataProvider } from 'react-admin';
import type { Navigation, NavigationInput, NavigationVersion } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from '../dataProvider/httpClient.ts';
import { noRecords } from '../dataProvider/noRecords.ts';

const NAVIGATION_API = '/api/navigation';

/** The fields PUT /api/navigation takes (the contract refuses id, version and savedAt). */
export const toNavigationInput = ({ header, footer, legal }: NavigationInput): NavigationInput => ({ header, footer, legal });

export interface NavigationDataProvider extends DataProvider {
  /** GET /api/navigation/versions: every save of the menus, newest first. */
  navigationVersions: (resource: string) => Promise<{ data: NavigationVersion[] }>;
  /** POST /api/navigation/versions/{version}/restore: an earlier save back in force, as a new version. */
  restoreNavigation: (resource: string, params: { version: number }) => Promise<{ data: Navigation }>;
}

/** The one menus document as react-admin's record `navigation/site`. */
export function createNavigationDataProvider(): NavigationDataProvider {
  return {
    ...noRecords('The menus are one document: read and update it.'),
    getOne: async () => ({ data: (await httpClient(NAVIGATION_API)).json as Navigation }),
    update: async (_resource, { data }) => ({ data: (await httpClient(NAVIGATION_API, { method: 'PUT', body: JSON.stringify(toNavigationInput(data as NavigationInput)) })).json as Navigation }),
    navigationVersions: async () => ({ data: (await httpClient(`${NAVIGATION_API}/versions`)).json as NavigationVersion[] }),
    restoreNavigation: async (_resource, { version }) => ({ data: (await httpClient(`${NAVIGATION_API}/versions/${version}/restore`, { method: 'POST' })).json as Navigation }),
  } as NavigationDataProvider;
}
