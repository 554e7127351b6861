import { LRUCache } from 'lru-cache';
import { COURT_IMPORT_MAX_ROWS, COURT_MESSAGES, COURT_SEARCH_MAX_RESULTS } from '../../../common/courts.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { found, recordReads, type RecordService } from '../http/recordService.ts';
import type { PublicCache } from '../public/cache.ts';
import type { CachedBody } from '../public/cachedBody.ts';
import type { Court, CourtFields } from './court.ts';
import { columnCountProblem, parseCsv, readHeader, rowToCourt } from './csv.ts';
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

/** A row of an import that cannot be stored, by the line of the file it starts on. */
export interface BadRow {
  line: number;
  reason: string;
  errors: Record<string, string>;
}

/** An import refused as a whole (400), with every bad row. */
export class CourtImportRefused extends HttpProblem {
  constructor(
    detail: string,
    readonly rows: BadRow[] = [],
  ) {
    super(400, detail, { errors: Object.fromEntries(rows.map((row) => [`line ${row.line}`, row.reason])) });
  }
}

export interface CourtService extends RecordService<CourtListQuery, Court, CourtRaw> {
  /** Stores every court of a CSV file, or none (CourtImportRefused); returns how many. */
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
}

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
  const { records, faults } = parseCsv(text);
  const [header, ...rows] = records;
  if (!header || (rows.length === 0 && faults.length === 0)) throw new CourtImportRefused(COURT_MESSAGES.importEmpty);
  const { columns, unknown } = readHeader(header.values);
  if (unknown.length > 0) throw new CourtImportRefused(COURT_MESSAGES.importUnknownColumns(unknown));
  if (rows.length > COURT_IMPORT_MAX_ROWS) throw new CourtImportRefused(COURT_MESSAGES.importTooMany);

  const bad: BadRow[] = [];
  const good: CourtFields[] = [];
  for (const row of rows) {
    if (row.values.length !== columns.length) {
      const reason = columnCountProblem(row.values.length, columns.length);
      bad.push({ line: row.line, reason, errors: { row: reason } });
      continue;
    }
    const { fields, errors } = checkCourt(rowToCourt(columns, row.values));
    if (fields) good.push(fields);
    else bad.push({ line: row.line, reason: Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join('; '), errors });
  }
  for (const { line, reason } of faults) bad.push({ line, reason, errors: { row: reason } });
  bad.sort((a, b) => a.line - b.line);
  if (bad.length > 0) throw new CourtImportRefused(COURT_MESSAGES.importBadRows(bad.length), bad);
  return good;
}

/**
 * The rules of courts: each court is checked field by field the same way from the API and from
 * a CSV row; an import stores every row or none. Searches are cached like the other public
 * reads; the writes declare in openapi.yaml that they clear it (x-cache-effects).
 */
export function createCourtService({ repository, cache, map }: CourtServiceDeps): CourtService {
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
    return { origin, miles, items, map };
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
          const found = await findCourts(origin, query);
          outcomes.set(key, { place: origin.label, found: found.items.length });
          return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(found) };
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
