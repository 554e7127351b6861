import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { EventImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import { withFormErrors } from '../dataProvider/formErrors.ts';
import { httpClient } from '../dataProvider/httpClient.ts';
import { FORM_FIELD_OF, toEventForm, toEventInput } from './eventInput.ts';

const eventFormField = (field: string) => FORM_FIELD_OF[field] ?? field;

export const EVENT_IMPORT_URL = '/api/events/import';

export interface EventDataProvider extends DataProvider {
  /** POST /api/events/import with the CSV text; a bad row rejects with the per-row report in `body.rows`. */
  importEvents: (resource: string, params: { csv: string }) => Promise<{ data: EventImportReport }>;
}

/** The events, over /api/events; writes send only the contract's input fields. */
export function createEventDataProvider(): EventDataProvider {
  const base = simpleRestProvider('/api', httpClient);
  const form = <T extends { data: unknown }>(result: T): T => ({ ...result, data: toEventForm(result.data as Record<string, unknown>) });
  return {
    ...base,
    getList: async (resource, params) => {
      const result = await base.getList(resource, params);
      return { ...result, data: result.data.map((row) => toEventForm(row) as typeof row) };
    },
    getOne: async (resource, params) => form(await base.getOne(resource, params)),
    create: async (resource, params) => form(await withFormErrors(() => base.create(resource, { ...params, data: toEventInput(params.data as Record<string, unknown>) }), eventFormField)),
    update: async (resource, params) => form(await withFormErrors(() => base.update(resource, { ...params, data: toEventInput(params.data as Record<string, unknown>) }), eventFormField)),
    importEvents: async (_resource, { csv }) => {
      const { json } = await httpClient(EVENT_IMPORT_URL, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: csv });
      return { data: json as EventImportReport };
    },
  } as EventDataProvider;
}
