import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { staticPageStartup } from './repository/startup.ts';

export const PAGE_LISTS = {
  'pages.list': { sortable: ['id', 'title', 'slug', 'isPublished', 'updatedAt'], filters: ['q', 'isPublished', 'id'] },
} as const satisfies Record<string, ListFields>;

/** What static pages register with the shared floors (see http/resourceModule.ts). */
export const staticPagesModule: ResourceModule = {
  name: 'staticPages',
  lists: PAGE_LISTS,
  startup: staticPageStartup,
};
