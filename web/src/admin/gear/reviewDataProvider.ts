import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient.ts';
import { withFormErrors } from './formErrors.ts';
import { REVIEW_FORM_FIELD_OF, toReviewForm, toReviewInput } from './reviewInput.ts';

/** The gear reviews (resource `gearReviews`), over /api/gear/reviews; writes send only the contract's input fields. */
export function createReviewDataProvider(): DataProvider {
  const base = simpleRestProvider('/api/gear', httpClient);
  const form = <T extends { data: unknown }>(result: T): T => ({ ...result, data: toReviewForm(result.data as Record<string, unknown>) });
  return {
    ...base,
    getList: async (_resource, params) => {
      const result = await base.getList('reviews', params);
      return { ...result, data: result.data.map((row) => toReviewForm(row) as typeof row) };
    },
    getOne: async (_resource, params) => form(await base.getOne('reviews', params)),
    getMany: (_resource, params) => base.getMany('reviews', params),
    getManyReference: (_resource, params) => base.getManyReference('reviews', params),
    create: async (_resource, params) => form(await withFormErrors(() => base.create('reviews', { ...params, data: toReviewInput(params.data as Record<string, unknown>) }), REVIEW_FORM_FIELD_OF)),
    update: async (_resource, params) => form(await withFormErrors(() => base.update('reviews', { ...params, data: toReviewInput(params.data as Record<string, unknown>) }), REVIEW_FORM_FIELD_OF)),
    delete: (_resource, params) => base.delete('reviews', params),
    deleteMany: (_resource, params) => base.deleteMany('reviews', params),
  } as DataProvider;
}
