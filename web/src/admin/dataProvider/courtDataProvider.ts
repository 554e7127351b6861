import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { CourtImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';
import { toCourtInput } from './courtInput.ts';

export const COURTS_API = '/api';
export const COURT_IMPORT_URL = '/api/courts/import';

export interface CourtDataProvider extends DataProvider {
  /** POST /api/courts/import with the CSV text; a bad row rejects with the per-row report in `body.rows`. */
  importCourts: (resource: string, params: { csv: string }) => Promise<{ data: CourtImportReport }>;
}

/** ra-data-simple-rest over /api/courts; writes send only the contract's input fields. */
export function createCourtDataProvider(): CourtDataProvider {
  const base = simpleRestProvider(COURTS_API, httpClient);
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: toCourtInput(params.data) }),
    update: (resource, params) => base.update(resource, { ...params, data: toCourtInput(params.data) }),
    importCourts: async (_resource, { csv }) => {
      const { json } = await httpClient(COURT_IMPORT_URL, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: csv });
      return { data: json as CourtImportReport };
    },
  };
}
