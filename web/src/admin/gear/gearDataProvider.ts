import type { DataProvider } from 'react-admin';
import { gearCreate, gearDelete, gearGet, gearImport, gearList, gearUpdate } from '../../../../codegen/hey-api/sdk.gen.ts';
import type { GearExportData, GearImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import { apiUrl } from '../dataProvider/apiUrl.ts';
import { crudProvider } from '../dataProvider/crudProvider.ts';
import { withFormErrors } from '../dataProvider/formErrors.ts';
import { dataOf, sdk } from '../dataProvider/sdk.ts';
import { GEAR_FORM_FIELD_OF, toGearForm, toGearInput } from './gearInput.ts';

/** Every product with its specs, in the import's columns (a download: the browser keeps the session cookie). */
export const GEAR_EXPORT_URL = apiUrl<GearExportData>('/api/gear/export.csv');

export interface GearDataProvider extends DataProvider {
  /** POST /api/gear/import with the CSV text; a bad row rejects with the per-row report in `body.rows`. */
  importGear: (resource: string, params: { csv: string }) => Promise<{ data: GearImportReport }>;
}

/** The gear products, over their generated operations; writes send only the contract's input fields, and a refusal's field errors name the form's fields. */
export function createGearDataProvider(): GearDataProvider {
  const base = crudProvider({ products: { list: gearList, get: gearGet, create: gearCreate, update: gearUpdate, delete: gearDelete } });
  const form = <T extends { data: unknown }>(result: T): T => ({ ...result, data: toGearForm(result.data as Record<string, unknown>) });
  return {
    ...base,
    getList: async (_resource, params) => {
      const result = await base.getList('products', params);
      return { ...result, data: result.data.map((row) => toGearForm(row) as typeof row) };
    },
    getOne: async (_resource, params) => form(await base.getOne('products', params)),
    getMany: (_resource, params) => base.getMany('products', params),
    getManyReference: (_resource, params) => base.getManyReference('products', params),
    create: async (_resource, params) => form(await withFormErrors(() => base.create('products', { ...params, data: toGearInput(params.data as Record<string, unknown>) }), GEAR_FORM_FIELD_OF)),
    update: async (_resource, params) => form(await withFormErrors(() => base.update('products', { ...params, data: toGearInput(params.data as Record<string, unknown>) }), GEAR_FORM_FIELD_OF)),
    updateMany: (_resource, params) => base.updateMany('products', params),
    delete: (_resource, params) => base.delete('products', params),
    deleteMany: (_resource, params) => base.deleteMany('products', params),
    importGear: (_resource, { csv }) => dataOf(gearImport({ ...sdk, body: csv })),
  } as GearDataProvider;
}
