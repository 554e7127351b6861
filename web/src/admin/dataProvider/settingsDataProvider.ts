import type { DataProvider } from 'react-admin';
import type { ImportJob, ImportReport, Settings, SettingsInput, SettingsVersion } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient, httpDownload } from './httpClient.ts';
import { noRecords } from './noRecords.ts';

export const SETTINGS_API = '/api/settings';

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
export const EXPORT_URL = '/api/export';

/** Where posts, pages and tags download in Ghost's import format (GET /api/export/ghost). */
export const GHOST_EXPORT_URL = '/api/export/ghost';

/** Where a full backup is made (POST, the passphrase in the body). */
const FULL_BACKUP_API = '/api/export/full';

/** The one settings document as react-admin's record `settings/site`. */
export function createSettingsDataProvider(): SettingsDataProvider {
  return {
    ...noRecords('The settings are one document: read and update it.'),
    getOne: async () => ({ data: (await httpClient(SETTINGS_API)).json as Settings }),
    update: async (_resource, { data }) => ({ data: (await httpClient(SETTINGS_API, { method: 'PUT', body: JSON.stringify(toSettingsInput(data)) })).json as Settings }),
    settingsVersions: async () => ({ data: (await httpClient(`${SETTINGS_API}/versions`)).json as SettingsVersion[] }),
    restoreSettings: async (_resource, { version }) => ({ data: (await httpClient(`${SETTINGS_API}/versions/${version}/restore`, { method: 'POST' })).json as Settings }),
    importSite: async (_resource, { source, file, dryRun, inviteAuthors = false }) => {
      const type = source === 'ghost' ? 'application/json' : 'application/xml';
      const query = new URLSearchParams({ ...(dryRun ? { dryRun: 'true' } : {}), ...(inviteAuthors ? { inviteAuthors: 'true' } : {}) }).toString();
      const { json } = await httpClient(`/api/import/${source}${query ? `?${query}` : ''}`, { method: 'POST', headers: { 'Content-Type': type }, body: file });
      return { data: json as ImportReport };
    },
    // The passphrase goes in the body, never in the address.
    exportFullBackup: async (_resource, { passphrase }) => ({ data: await httpDownload(FULL_BACKUP_API, { method: 'POST', headers: { Accept: 'application/octet-stream' }, body: JSON.stringify({ passphrase }) }) }),
    startImport: async (_resource, { source, file, uploads, dryRun, inviteAuthors = false }) => {
      const form = new FormData();
      form.append('source', source);
      form.append('file', file);
      if (uploads) form.append('uploads', uploads);
      const query = new URLSearchParams({ ...(dryRun ? { dryRun: 'true' } : {}), ...(inviteAuthors ? { inviteAuthors: 'true' } : {}) }).toString();
      const { json } = await httpClient(`/api/import/jobs${query ? `?${query}` : ''}`, { method: 'POST', body: form });
      return { data: json as ImportJob };
    },
    importJob: async (_resource, { id }) => ({ data: (await httpClient(`/api/import/jobs/${encodeURIComponent(id)}`)).json as ImportJob }),
  } as SettingsDataProvider;
}
