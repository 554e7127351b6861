import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { termStartup } from './repository/startup.ts';

export const TERM_LISTS = {
  'categories.list': { sortable: ['id', 'name', 'slug'], filters: ['q', 'id'] },
  'tags.list': { sortable: ['id', 'name', 'slug'], filters: ['q', 'id'] },
} as const satisfies Record<string, ListFields>;

/** What categories and tags register with the shared floors (see http/resourceModule.ts). */
export const taxonomyModule: ResourceModule = {
  name: 'taxonomy',
  lists: TERM_LISTS,
  startup: termStartup,
};
