import type { Event, EventExceptions, EventKind, EventMove, EventPublication, EventRecurrence, EventStatus, SkillLevel } from '../../../codegen/hey-api/types.gen.ts';

export type { Event, EventExceptions, EventKind, EventMove, EventPublication, EventRecurrence, EventStatus, SkillLevel };

/** An event's stored fields: the contract's event without its id and time of change. */
export type EventFields = Omit<Event, 'id' | 'updatedAt'>;

export type EventSortField = 'id' | 'title' | 'slug' | 'kind' | 'start' | 'status' | 'publication';
export const EVENT_SORT_FIELDS: readonly EventSortField[] = ['id', 'title', 'slug', 'kind', 'start', 'status', 'publication'];
