import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { activityStartup } from './repository/startup.ts';

export const ACTIVITY_LISTS = {
  'activity.list': { sortable: ['id', 'at', 'actor', 'action'], filters: ['actor', 'action', 'from', 'to'] },
} as const satisfies Record<string, ListFields>;

/** What the activity log registers with the shared floors (see http/resourceModule.ts). */
export const activityModule: ResourceModule = {
  name: 'activity',
  lists: ACTIVITY_LISTS,
  startup: activityStartup,
};
