import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { webhooksStartup } from './repository/startup.ts';

export const WEBHOOK_LISTS = {
  'webhooks.list': { sortable: ['id', 'url', 'createdAt'], filters: ['id'] },
} as const satisfies Record<string, ListFields>;

/** What outgoing webhooks register with the shared floors (see http/resourceModule.ts). */
export const webhooksModule: ResourceModule = {
  name: 'webhooks',
  lists: WEBHOOK_LISTS,
  startup: webhooksStartup,
};
