import type { DataProvider } from 'react-admin';
import { courtsCreate, courtsDelete, courtsGet, courtsImport, courtsList, courtsUpdate } from '../../../../codegen/hey-api/sdk.gen.ts';
import type { CourtImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import { crudProvider } from './crudProvider.ts';
import { toCourtInput } from './courtInput.ts';
import { dataOf, sdk } from './sdk.ts';

export interface CourtDataProvider extends DataProvider {
  /** POST /api/courts/import with the CSV text; a bad row rejects with the per-row report in `body.rows`. */
  importCourts: (resource: string, params: { csv: string }) => Promise<{ data: CourtImportReport }>;
}

/** The courts over their generated operations; writes send only the contract's input fields. */
export function createCourtDataProvider(): CourtDataProvider {
  const base = crudProvider({ courts: { list: courtsList, get: courtsGet, create: courtsCreate, update: courtsUpdate, delete: courtsDelete } });
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: toCourtInput(params.data) }),
    update: (resource, params) => base.update(resource, { ...params, data: toCourtInput(params.data) }),
    importCourts: (_resource, { csv }) => dataOf(courtsImport({ ...sdk, body: csv })),
  };
}
