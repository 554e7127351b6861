import { LRUCache } from 'lru-cache';
import { SITE_TIME_ZONE } from '../../../common/site.ts';
import { COURT_CSV_COLUMNS, COURT_IMPORT_MAX_ROWS, COURT_MESSAGES, COURT_SEARCH_MAX_RESULTS } from '../../../common/courts.ts';
import { readImportRows, refuseBadRows } from '../http/csvImport.ts';
import { notFound, validationProblem } from '../http/problem.ts';
import { found, recordReads, type RecordService } from '../http/recordService.ts';
import type { PublicEventOccurrence } from '../../../codegen/hey-api/types.gen.ts';
import type { PublicCache } from '../public/cache.ts';
import type { CachedBody } from '../public/cachedBody.ts';
import type { Court, CourtFields } from './court.ts';
import { rowToCourt } from './csv.ts';
import { boundingBox, distanceMiles } from './geo.ts';
import { resolvePlace, type Place } from './places.ts';
import type { CourtListQuery, CourtRepository } from './repository/courtRepository.ts';
import { checkCourt, type CourtRaw } from './validate.ts';

export interface CourtFilters {
  indoor: boolean;
  outdoor: boolean;
  public: boolean;
  private: boolean;
}

export interface CourtSearchQuery extends CourtFilters {
  /** What the visitor typed: a ZIP code or a city. */
  near: string;
  miles: number;
}

/** What the court finder shows of the events at its courts. */
export interface CourtSessions {
  timeZone: string;
  byCourt: Map<number, PublicEventOccurrence[]>;
  /** When the soonest listed session ends (a body showing it is stale then). */
  validUntil?: number;
}

export interface CourtService extends RecordService<CourtListQuery, Court, CourtRaw> {
  /** Stores every court of a CSV file, or none (ImportRefused); returns how many. */
  importCsv(text: string): Promise<number>;
  /** The public search's body, cached like the other public reads under `key`. */
  search(query: CourtSearchQuery): Promise<{ key: string; entry: CachedBody }>;
  /** The place a search resolved to and how many courts it found, if this instance answered it lately. */
  searchOutcome(query: CourtSearchQuery): { place: string; found: number } | undefined;
}

export interface CourtServiceDeps {
  repository: CourtRepository;
  /** The app's cache of public bodies, which holds search answers too. */
  cache: Pick<PublicCache, 'cached'>;
  /** The map tiles the search answer names. */
  map: { tileUrl: string; attribution: string };
  /** The coming sessions at each court (the events' read); none without it. */
  sessions?: (courtIds: number[]) => Promise<CourtSessions>;
}

const NO_SESSIONS = async (): Promise<CourtSessions> => ({ timeZone: SITE_TIME_ZONE, byCourt: new Map() });

function readCourt(raw: CourtRaw, previous?: Court): CourtFields {
  const { fields, errors } = checkCourt(raw, previous);
  if (!fields) throw validationProblem(errors);
  return fields;
}

/** Indoor/outdoor: courts of a ticked kind (neither ticked: both). Public/private: neither or both ticked: any access. */
function matches(court: Court, filters: CourtFilters): boolean {
  const anyKind = filters.indoor === filters.outdoor;
  const kindOk = anyKind || (filters.indoor && court.indoorCourts > 0) || (filters.outdoor && court.outdoorCourts > 0);
  const anyAccess = filters.public === filters.private;
  const accessOk = anyAccess || (filters.public ? court.access === 'public' : court.access === 'private');
  return kindOk && accessOk;
}

/** Checks every row of a CSV file: the courts it holds, or the import refused with each bad row. */
function readImport(text: string): CourtFields[] {
  const { good, bad } = readImportRows(text, {
    columns: COURT_CSV_COLUMNS,
    maxRows: COURT_IMPORT_MAX_ROWS,
    texts: { empty: COURT_MESSAGES.importEmpty, unknownColumns: COURT_MESSAGES.importUnknownColumns, tooMany: COURT_MESSAGES.importTooMany },
    check: (row) => checkCourt(rowToCourt(row)),
  });
  refuseBadRows(bad);
  return good.map((row) => row.fields);
}

/**
 * The rules of courts: each court is checked field by field the same way from the API and from
 * a CSV row; an import stores every row or none. Searches are cached like the other public
 * reads; the writes declare in the contract that they clear it (x-cache-effects).
 */
export function createCourtService({ repository, cache, map, sessions = NO_SESSIONS }: CourtServiceDeps): CourtService {
  const missing = () => notFound('Court');

  /** Courts within `miles` of the place, nearest first (then by name): the box around the circle gives the candidates, the great-circle distance decides. */
  const findCourts = async (origin: Place, { miles, ...filters }: CourtSearchQuery) => {
    const candidates = await repository.within(boundingBox(origin, miles));
    const items = candidates
      .filter((court) => matches(court, filters))
      .map((court) => ({ court, distance: distanceMiles(origin, court) }))
      .filter(({ distance }) => distance <= miles)
      .sort((a, b) => a.distance - b.distance || a.court.name.localeCompare(b.court.name))
      .slice(0, COURT_SEARCH_MAX_RESULTS)
      .map(({ court, distance }) => ({ ...court, distanceMiles: Math.round(distance * 10) / 10 }));
    const { timeZone, byCourt, validUntil } = await sessions(items.map((court) => court.id));
    // Each court lists its coming sessions and its calendar feed.
    const hits = items.map((court) => ({ ...court, upcoming: byCourt.get(court.id) ?? [], calendarUrl: `/courts/${court.id}/events.ics` }));
    return { result: { origin, miles, timeZone, items: hits, map }, validUntil };
  };

  /** Courts found per search key, for counting searches however their answer was served. */
  const outcomes = new LRUCache<string, { place: string; found: number }>({ max: 5_000 });
  const searchKey = (query: CourtSearchQuery) => {
    const origin = resolvePlace(query.near);
    const filters = [query.indoor, query.outdoor, query.public, query.private].map(Number).join('');
    // Keyed by the place found, so every spelling of one place shares an entry.
    return { origin, key: `courts:${origin.lat},${origin.lng},${origin.label}:${query.miles}:${filters}` };
  };

  return {
    ...recordReads(repository, missing),

    create: async (raw) => repository.create(readCourt(raw)),

    async update(id, raw) {
      const previous = found(await repository.get(id), missing);
      return found(await repository.update(id, readCourt(raw, previous)), missing);
    },

    remove: async (id) => found(await repository.remove(id), missing),

    async importCsv(text) {
      const courts = readImport(text);
      return (await repository.createMany(courts)).length;
    },

    async search(query) {
      const { origin, key } = searchKey(query);
      const entry = await cache.cached(
        key,
        async () => {
          const { result, validUntil } = await findCourts(origin, query);
          outcomes.set(key, { place: origin.label, found: result.items.length });
          return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(result), validUntil };
        },
      );
      return { key, entry };
    },

    searchOutcome(query) {
      try {
        return outcomes.get(searchKey(query).key);
      } catch {
        return undefined;
      }
    },
  };
}
