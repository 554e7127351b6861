import type { Court, CourtAccess } from '../../../codegen/hey-api/types.gen.ts';

export type { Court, CourtAccess };

export const COURT_ACCESS = ['public', 'private'] as const satisfies readonly CourtAccess[];

/** A court's stored fields, everything but its id (state is a two-letter upper-case code). */
export type CourtFields = Omit<Court, 'id'>;

export type CourtSortField = 'id' | 'name' | 'city' | 'state' | 'zip' | 'indoorCourts' | 'outdoorCourts' | 'access';
export const COURT_SORT_FIELDS: readonly CourtSortField[] = ['id', 'name', 'city', 'state', 'zip', 'indoorCourts', 'outdoorCourts', 'access'];
