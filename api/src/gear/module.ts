import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { PRODUCT_SORT_FIELDS, REVIEW_SORT_FIELDS } from './gear.ts';
import { gearStartup } from './repository/startup.ts';

export const GEAR_LISTS = {
  'gear.list': { sortable: PRODUCT_SORT_FIELDS, filters: ['q', 'id', 'kind', 'status'] },
  'gear.listReviews': { sortable: REVIEW_SORT_FIELDS, filters: ['id', 'productId', 'status'] },
} as const satisfies Record<string, ListFields>;

/** What the gear catalog registers with the shared floors (see http/resourceModule.ts). */
export const gearModule: ResourceModule = {
  name: 'gear',
  lists: GEAR_LISTS,
  startup: gearStartup,
};
