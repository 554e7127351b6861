import type { DataProvider } from 'react-admin';
import { gearCreateReview, gearDeleteReview, gearGetReview, gearListReviews, gearUpdateReview } from '../../../../codegen/hey-api/sdk.gen.ts';
import { crudProvider } from '../dataProvider/crudProvider.ts';
import { withFormErrors } from '../dataProvider/formErrors.ts';
import { REVIEW_FORM_FIELD_OF, toReviewForm, toReviewInput } from './reviewInput.ts';

/** The gear reviews (resource `gearReviews`), over their generated operations; writes send only the contract's input fields. */
export function createReviewDataProvider(): DataProvider {
  const base = crudProvider({ reviews: { list: gearListReviews, get: gearGetReview, create: gearCreateReview, update: gearUpdateReview, delete: gearDeleteReview } });
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
