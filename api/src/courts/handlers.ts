import type { RequestHandler } from 'express';
import { COURT_IMPORT_MAX_ROWS, COURT_MESSAGES } from '../../../common/courts.ts';
import { appContext } from '../http/context.ts';
import { containsText, idList, idParam, parseListQuery, sendList } from '../http/listQuery.ts';
import { notFound, problemBody, validationProblem } from '../http/problem.ts';
import { cached } from '../public/cache.ts';
import { sendCached } from '../public/send.ts';
import { columnCountProblem, parseCsv, readHeader, rowToCourt } from './csv.ts';
import { courtJson, type CourtFields } from './model.ts';
import { resolvePlace } from './places.ts';
import { findCourts, type CourtFilters } from './search.ts';
import type { CourtSortField } from './store.ts';
import { checkCourt, type CourtRaw } from './validate.ts';
import { LIST_FIELDS } from '../http/listFields.ts';

const courts = (req: Parameters<RequestHandler>[0]) => appContext(req).courts;

function readCourt(body: CourtRaw, previous?: Parameters<typeof checkCourt>[1]): CourtFields {
  const { fields, errors } = checkCourt(body, previous);
  if (!fields) throw validationProblem(errors);
  return fields;
}

export const list: RequestHandler = async (req, res) => {
  const query = parseListQuery(req, LIST_FIELDS['courts.list']);
  const [field, direction] = Object.entries(query.sort)[0]!;
  const { page, total } = await courts(req).list({
    q: containsText(query.filter.q),
    ids: idList(query.filter.id),
    sort: { field: (field === '_id' ? 'id' : field) as CourtSortField, direction },
    skip: query.skip,
    limit: query.limit,
  });
  sendList(res, 'courts', query, page.map(courtJson), total);
};

export const get: RequestHandler = async (req, res) => {
  const doc = await courts(req).get(idParam(req));
  if (!doc) throw notFound('Court');
  res.json(courtJson(doc));
};

export const create: RequestHandler = async (req, res) => {
  const doc = await courts(req).create(readCourt(req.body as CourtRaw));
  res.status(201).json(courtJson(doc));
};

export const update: RequestHandler = async (req, res) => {
  const store = courts(req);
  const previous = await store.get(idParam(req));
  if (!previous) throw notFound('Court');
  const doc = await store.update(previous._id, readCourt(req.body as CourtRaw, previous));
  if (!doc) throw notFound('Court');
  res.json(courtJson(doc));
};

export const remove: RequestHandler = async (req, res) => {
  const doc = await courts(req).remove(idParam(req));
  if (!doc) throw notFound('Court');
  res.json(courtJson(doc));
};
export { remove as delete };

interface BadRow {
  line: number;
  reason: string;
  errors: Record<string, string>;
}

/** A 400 problem document that also lists the bad rows (the shared error handler knows only `errors`). */
function sendImportProblem(res: Parameters<RequestHandler>[1], detail: string, rows: BadRow[] = []): void {
  const errors = Object.fromEntries(rows.map((row) => [`line ${row.line}`, row.reason]));
  res.status(400).type('application/problem+json').send(JSON.stringify({ ...problemBody(400, detail, errors), rows }));
}

/** Every row is checked before any is stored: one bad row and nothing is imported. */
const importCsv: RequestHandler = async (req, res) => {
  const { records, faults } = parseCsv(typeof req.body === 'string' ? req.body : '');
  const [header, ...rows] = records;
  if (!header || (rows.length === 0 && faults.length === 0)) return sendImportProblem(res, COURT_MESSAGES.importEmpty);
  const { columns, unknown } = readHeader(header.values);
  if (unknown.length > 0) return sendImportProblem(res, COURT_MESSAGES.importUnknownColumns(unknown));
  if (rows.length > COURT_IMPORT_MAX_ROWS) return sendImportProblem(res, COURT_MESSAGES.importTooMany);

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
  if (bad.length > 0) return sendImportProblem(res, COURT_MESSAGES.importBadRows(bad.length), bad);
  const imported = await courts(req).createMany(good);
  res.status(201).json({ imported });
};
export { importCsv as import };

interface SearchQuery {
  near: string;
  miles?: number;
  indoor?: boolean;
  outdoor?: boolean;
  public?: boolean;
  private?: boolean;
}

/** The public search; answers are cached like the other public reads, keyed by the place found. */
export const search: RequestHandler = async (req, res) => {
  const query = req.query as unknown as SearchQuery;
  const origin = resolvePlace(String(query.near));
  const miles = Number(query.miles ?? 5);
  const filters: CourtFilters = { indoor: query.indoor === true, outdoor: query.outdoor === true, public: query.public === true, private: query.private === true };
  const { config } = appContext(req);
  const store = courts(req);
  const key = `courts:${origin.lat},${origin.lng},${origin.label}:${miles}:${+filters.indoor}${+filters.outdoor}${+filters.public}${+filters.private}`;
  const entry = await cached(
    key,
    async () => ({
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ origin, miles, items: await findCourts(store, origin, miles, filters), map: config.map }),
    }),
    store.publicCacheTtlMs,
  );
  sendCached(req, res, key, entry);
};
