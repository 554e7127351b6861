import type { DataProvider } from 'react-admin';
import type { Navigation, NavigationInput, NavigationVersion } from '../../../../codegen/hey-api/types.gen.ts';
import { navigationGet, navigationRestore, navigationUpdate, navigationVersions } from '../../../../codegen/hey-api/sdk.gen.ts';
import { noRecords } from '../dataProvider/noRecords.ts';
import { dataOf, sdk } from '../dataProvider/sdk.ts';

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
    getOne: () => dataOf(navigationGet({ ...sdk })),
    update: (_resource, { data }) => dataOf(navigationUpdate({ ...sdk, body: toNavigationInput(data as NavigationInput) })),
    navigationVersions: () => dataOf(navigationVersions({ ...sdk })),
    restoreNavigation: (_resource, { version }) => dataOf(navigationRestore({ ...sdk, path: { version } })),
  } as NavigationDataProvider;
}
