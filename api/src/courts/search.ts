import { COURT_SEARCH_MAX_RESULTS } from '../../../common/courts.ts';
import { boundingBox, distanceMiles } from './geo.ts';
import { courtJson, type CourtDoc } from './model.ts';
import type { Place } from './places.ts';
import type { CourtStore } from './store.ts';

export interface CourtFilters {
  indoor: boolean;
  outdoor: boolean;
  public: boolean;
  private: boolean;
}

/** Indoor/outdoor: courts of a ticked kind (neither ticked: both). Public/private: neither or both ticked: any access. */
function matches(court: CourtDoc, filters: CourtFilters): boolean {
  const anyKind = filters.indoor === filters.outdoor;
  const kindOk = anyKind || (filters.indoor && court.indoorCourts > 0) || (filters.outdoor && court.outdoorCourts > 0);
  const anyAccess = filters.public === filters.private;
  const accessOk = anyAccess || (filters.public ? court.access === 'public' : court.access === 'private');
  return kindOk && accessOk;
}

/**
 * Courts within `miles` of `origin`, nearest first (then by name): the box around the circle
 * gives the candidates, the great-circle distance decides.
 */
export async function findCourts(store: CourtStore, origin: Place, miles: number, filters: CourtFilters) {
  const candidates = await store.within(boundingBox(origin, miles));
  return candidates
    .filter((court) => matches(court, filters))
    .map((court) => ({ court, distance: distanceMiles(origin, court) }))
    .filter(({ distance }) => distance <= miles)
    .sort((a, b) => a.distance - b.distance || a.court.name.localeCompare(b.court.name))
    .slice(0, COURT_SEARCH_MAX_RESULTS)
    .map(({ court, distance }) => ({ ...courtJson(court), distanceMiles: Math.round(distance * 10) / 10 }));
}
