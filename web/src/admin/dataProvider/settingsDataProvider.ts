import type { DataProvider } from 'react-admin';
import {
  portabilityExportFull, portabilityGetImport, portabilityImportGhost, portabilityImportWordpress, portabilityStartImport, settingsGet, settingsRestore,
  settingsUpdate, settingsVersions,
} from '../../../../codegen/hey-api/sdk.gen.ts';
import type {
  ImportJob, ImportReport, PortabilityExportGhostData, PortabilityExportSiteData, Settings, SettingsInput, SettingsVersion,
} from '../../../../codegen/hey-api/types.gen.ts';
import { apiUrl } from './apiUrl.ts';
import { downloadName } from './httpClient.ts';
import { noRecords } from './noRecords.ts';
import { dataOf, sdk } from './sdk.ts';

/** The fields PUT /api/settings takes (the contract refuses id, version and savedAt). */
export function toSettingsInput(data: Partial<Settings>): SettingsInput {
  const { id: _id, version: _version, savedAt: _savedAt, ...input } = data as Settings;
  return input;
}

export interface SettingsDataProvider extends DataProvider {
  /** GET /api/settings/versions: every save, newest first. */
  settingsVersions: (resource: string) => Promise<{ data: SettingsVersion[] }>;
  /** POST /api/settings/versions/{version}/restore: an earlier save back in force, as a new version. */
  restoreSettings: (resource: string, params: { version: number }) => Promise<{ data: Settings }>;
  /** POST /api/import/{ghost|wordpress}: the file's report, after writing unless `dryRun`; `inviteAuthors` invites the authors nobody here is. */
  importSite: (resource: string, params: { source: ImportSource; file: string; dryRun: boolean; inviteAuthors?: boolean }) => Promise<{ data: ImportReport }>;
  /** POST /api/export/full: the full backup, encrypted with the passphrase, and its file name. */
  exportFullBackup: (resource: string, params: { passphrase: string }) => Promise<{ data: { blob: Blob; filename: string } }>;
  /** POST /api/import/jobs: starts an import of the file (and its uploads ZIP) in the background. */
  startImport: (resource: string, params: { source: ImportSource; file: Blob; uploads?: Blob; dryRun: boolean; inviteAuthors?: boolean }) => Promise<{ data: ImportJob }>;
  /** GET /api/import/jobs/{id}: a started import's progress, then its report. */
  importJob: (resource: string, params: { id: string }) => Promise<{ data: ImportJob }>;
}

export type ImportSource = 'ghost' | 'wordpress';

/** Where the whole site downloads as one ZIP (GET /api/export). */
export const EXPORT_URL = apiUrl<PortabilityExportSiteData>('/api/export');

/** Where posts, pages and tags download in Ghost's import format (GET /api/export/ghost). */
export const GHOST_EXPORT_URL = apiUrl<PortabilityExportGhostData>('/api/export/ghost');

/** The import's choices as its query: only those asked for. */
const importChoices = (dryRun: boolean, inviteAuthors: boolean) => ({ ...(dryRun ? { dryRun } : {}), ...(inviteAuthors ? { inviteAuthors } : {}) });

/** The one settings document as react-admin's record `settings/site`. */
export function createSettingsDataProvider(): SettingsDataProvider {
  return {
    ...noRecords('The settings are one document: read and update it.'),
    getOne: () => dataOf(settingsGet({ ...sdk })),
    update: (_resource, { data }) => dataOf(settingsUpdate({ ...sdk, body: toSettingsInput(data) })),
    settingsVersions: () => dataOf(settingsVersions({ ...sdk })),
    restoreSettings: (_resource, { version }) => dataOf(settingsRestore({ ...sdk, path: { version } })),
    importSite: (_resource, { source, file, dryRun, inviteAuthors = false }) => {
      const importer = source === 'ghost' ? portabilityImportGhost : portabilityImportWordpress;
      return dataOf(importer({ ...sdk, query: importChoices(dryRun, inviteAuthors), body: file as never }));
    },
    // The passphrase goes in the body, never in the address.
    exportFullBackup: async (_resource, { passphrase }) => {
      const { data, response } = await portabilityExportFull({ ...sdk, body: { passphrase }, headers: { Accept: 'application/octet-stream' }, parseAs: 'blob' });
      return { data: { blob: data as Blob, filename: downloadName(response) } };
    },
    startImport: (_resource, { source, file, uploads, dryRun, inviteAuthors = false }) =>
      dataOf(portabilityStartImport({ ...sdk, query: importChoices(dryRun, inviteAuthors), body: { source, file, ...(uploads ? { uploads } : {}) } })),
    importJob: (_resource, { id }) => dataOf(portabilityGetImport({ ...sdk, path: { id } })),
  } as SettingsDataProvider;
}
