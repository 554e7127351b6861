import { EVENT_MESSAGES } from '../../../common/events.ts';
import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { EVENT_SORT_FIELDS } from './event.ts';
import { eventStartup } from './repository/startup.ts';

export const EVENT_LISTS = {
  'events.list': { sortable: EVENT_SORT_FIELDS, filters: ['q', 'id', 'kind', 'status', 'publication', 'courtId'] },
} as const satisfies Record<string, ListFields>;

const LOCAL_TIME = { pattern: EVENT_MESSAGES.localTimeInvalid };

/** What events register with the shared floors (see http/resourceModule.ts). */
export const eventsModule: ResourceModule = {
  name: 'events',
  lists: EVENT_LISTS,
  fieldTexts: {
    start: { required: EVENT_MESSAGES.localTimeInvalid, ...LOCAL_TIME },
    end: { required: EVENT_MESSAGES.localTimeInvalid, ...LOCAL_TIME },
    previousStart: LOCAL_TIME,
    registrationUrl: { pattern: EVENT_MESSAGES.registrationUrlInvalid },
    costCents: { minimum: EVENT_MESSAGES.costInvalid, maximum: EVENT_MESSAGES.costInvalid },
    capacity: { minimum: EVENT_MESSAGES.capacityInvalid, maximum: EVENT_MESSAGES.capacityInvalid },
  },
  startup: eventStartup,
};
