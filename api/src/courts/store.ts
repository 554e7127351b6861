import type { Box } from './geo.ts';
import type { CourtDoc, CourtFields } from './model.ts';

export type CourtSortField = 'id' | 'name' | 'city' | 'state' | 'zip' | 'indoorCourts' | 'outdoorCourts' | 'access';
export const COURT_SORT_FIELDS: readonly CourtSortField[] = ['id', 'name', 'city', 'state', 'zip', 'indoorCourts', 'outdoorCourts', 'access'];

export interface CourtListQuery {
  /** Name or city contains this (case-insensitive, regex characters already escaped). */
  q?: RegExp;
  ids?: number[];
  /** Ties are broken by id in the same direction. */
  sort: { field: CourtSortField; direction: 1 | -1 };
  skip: number;
  /** 0: no limit */
  limit: number;
}

/**
 * Every read and write of courts; callers never learn which database runs. Each write clears
 * the public cache (searches are cached like the other public reads).
 */
export interface CourtStore {
  list(query: CourtListQuery): Promise<{ page: CourtDoc[]; total: number }>;
  get(id: number): Promise<CourtDoc | null>;
  create(fields: CourtFields): Promise<CourtDoc>;
  /** Adds every court or, when the database refuses, none it can take back; returns how many. */
  createMany(fields: CourtFields[]): Promise<number>;
  update(id: number, fields: CourtFields): Promise<CourtDoc | null>;
  remove(id: number): Promise<CourtDoc | null>;
  /** Every court inside the box: the candidates of a search. */
  within(box: Box): Promise<CourtDoc[]>;
  /** How long a public search may be served from this instance's cache. */
  readonly publicCacheTtlMs: number;
}
