import type { NavigationInput } from '../../../../codegen/hey-api/types.gen.ts';
import { versionedDocument, versionModel, type StoredVersion } from '../../db/versionedDocument.ts';

/** One saved version of the menus, under `menus`; the highest `_id` is in force. */
export const NavigationVersion = versionModel('NavigationVersion', 'navigationversions', 'menus');

export type StoredMenus = StoredVersion<NavigationInput>;

export interface NavigationVersionSummary {
  version: number;
  savedAt: Date;
  entries: number;
}

/** Every save of the menus, kept; the newest is in force. */
export interface NavigationRepository {
  latest(): Promise<StoredMenus | null>;
  byVersion(version: number): Promise<StoredMenus | null>;
  /** Newest first. */
  versions(): Promise<NavigationVersionSummary[]>;
  save(menus: NavigationInput, savedAt: Date): Promise<StoredMenus>;
}

/** How many entries the menus hold, for the list of versions. */
export const entryCount = (menus: Partial<NavigationInput>) =>
  [...(menus.header ?? []), ...(menus.footer ?? [])].reduce((sum, group) => sum + group.entries.length, 0) + (menus.legal?.length ?? 0);

export function createNavigationRepository(): NavigationRepository {
  const store = versionedDocument<NavigationInput>(NavigationVersion, 'menus');
  return {
    latest: () => store.latest(),
    byVersion: (version) => store.byVersion(version),
    versions: async () => (await store.versions(['header', 'footer', 'legal'])).map(({ version, savedAt, value }) => ({ version, savedAt, entries: entryCount(value) })),
    save: (menus, savedAt) => store.save(menus, savedAt),
  };
}
