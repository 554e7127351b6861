import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient.ts';
import { toEventForm, toEventInput } from './eventInput.ts';

/** The events, over /api/events; writes send only the contract's input fields. */
export function createEventDataProvider(): DataProvider {
  const base = simpleRestProvider('/api', httpClient);
  const form = <T extends { data: unknown }>(result: T): T => ({ ...result, data: toEventForm(result.data as Record<string, unknown>) });
  return {
    ...base,
    getList: async (resource, params) => {
      const result = await base.getList(resource, params);
      return { ...result, data: result.data.map((row) => toEventForm(row) as typeof row) };
    },
    getOne: async (resource, params) => form(await base.getOne(resource, params)),
    create: async (resource, params) => form(await base.create(resource, { ...params, data: toEventInput(params.data as Record<string, unknown>) })),
    update: async (resource, params) => form(await base.update(resource, { ...params, data: toEventInput(params.data as Record<string, unknown>) })),
  } as DataProvider;
}
