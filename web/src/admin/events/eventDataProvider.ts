import type { DataProvider } from 'react-admin';
import { eventsCreate, eventsDelete, eventsGet, eventsImport, eventsList, eventsUpdate } from '../../../../codegen/hey-api/sdk.gen.ts';
import type { EventImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import { crudProvider } from '../dataProvider/crudProvider.ts';
import { withFormErrors } from '../dataProvider/formErrors.ts';
import { dataOf, sdk } from '../dataProvider/sdk.ts';
import { FORM_FIELD_OF, toEventForm, toEventInput } from './eventInput.ts';

const eventFormField = (field: string) => FORM_FIELD_OF[field] ?? field;

export interface EventDataProvider extends DataProvider {
  /** POST /api/events/import with the CSV text; a bad row rejects with the per-row report in `body.rows`. */
  importEvents: (resource: string, params: { csv: string }) => Promise<{ data: EventImportReport }>;
}

/** The events, over their generated operations; writes send only the contract's input fields. */
export function createEventDataProvider(): EventDataProvider {
  const base = crudProvider({ events: { list: eventsList, get: eventsGet, create: eventsCreate, update: eventsUpdate, delete: eventsDelete } });
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
    importEvents: (_resource, { csv }) => dataOf(eventsImport({ ...sdk, body: csv })),
  } as EventDataProvider;
}
