import type { QueryClient } from '@tanstack/react-query';
import { getEventsSearchQueryOptions } from '../../../../codegen/orval/endpoints/events/events.ts';
import type { EventsSearchParams } from '../../../../codegen/orval/schemas/eventsSearchParams.ts';
import type { PublicEvent } from '../../../../codegen/orval/schemas/publicEvent.ts';
import type { PublicEventList } from '../../../../codegen/orval/schemas/publicEventList.ts';
import { EVENT_KINDS, EVENTS_PAGE_SIZE, SKILL_LEVELS } from '../../../../common/events.ts';
import { ApiError } from '../../api/fetcher.ts';

/** The filters of /events as the URL carries them, each kept only when it is one the page offers. */
export interface EventFilters {
  kind?: string;
  skill?: string;
  from?: string;
  to?: string;
  near?: string;
  miles?: string;
}

export interface EventsSource {
  kind: 'events';
  filters: EventFilters;
  list: PublicEventList | null;
  /** Why the filters could not be used, in the server's words. */
  refusal?: string;
}

export interface EventSource {
  kind: 'event';
  event: PublicEvent;
}

export const EVENT_MILES = ['5', '10', '25', '50'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The URL's filters, read as typed: unknown values are dropped, a place is kept as typed. */
export function readFilters(search: Record<string, unknown>): EventFilters {
  const filters: EventFilters = {};
  const kind = text(search.kind);
  if ((EVENT_KINDS as readonly string[]).includes(kind)) filters.kind = kind;
  // The router reads `skill=3.0` as the number 3.
  const skill = typeof search.skill === 'number' ? search.skill.toFixed(1) : text(search.skill);
  if ((SKILL_LEVELS as readonly string[]).includes(skill)) filters.skill = skill;
  for (const key of ['from', 'to'] as const) if (DAY.test(text(search[key]))) filters[key] = text(search[key]);
  const near = text(search.near).slice(0, 100);
  if (near) filters.near = near;
  const miles = text(search.miles);
  if (filters.near && (EVENT_MILES as readonly string[]).includes(miles)) filters.miles = miles;
  return filters;
}

/** The query string of a set of filters (for the page's own links and its calendar feed). */
export function filterQuery(filters: EventFilters, keys: readonly (keyof EventFilters)[] = ['kind', 'skill', 'from', 'to', 'near', 'miles']): string {
  const query = new URLSearchParams();
  for (const key of keys) if (filters[key]) query.set(key, filters[key]!);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** The upcoming occurrences for /events; filters the server cannot read (an unknown place) are said, not thrown. */
export async function loadEvents(queryClient: QueryClient, search: Record<string, unknown>): Promise<EventsSource> {
  const filters = readFilters(search);
  const params: EventsSearchParams = { ...filters, miles: filters.miles ? Number(filters.miles) : undefined, limit: EVENTS_PAGE_SIZE } as EventsSearchParams;
  try {
    const response = await queryClient.ensureQueryData(getEventsSearchQueryOptions(params));
    if (response.status !== 200) throw new Error(`events answered ${response.status}`);
    return { kind: 'events', filters, list: response.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { kind: 'events', filters, list: null, refusal: error.detail ?? 'Please check the filters.' };
    }
    throw error;
  }
}
