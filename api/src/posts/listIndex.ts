import type { Engine } from '../db/launcher.ts';
import { Post, type PostDoc } from './model.ts';

/**
 * The admin list's rows (every post without its content) held in memory, for the embedded
 * FerretDB only. FerretDB v1 sorts, skips and counts by reading and decoding every document
 * (nothing of a sort or a range reaches SQLite), so at 10,000 posts each list call costs
 * seconds. An embedded database has one writer, this process: the rows load with one read and
 * every write of this process updates them. On MongoDB (indexes work there, and several
 * instances may write) the list keeps querying the database.
 */
export type Row = Pick<PostDoc, '_id' | 'title' | 'slug' | 'publishStatus' | 'publishDate' | 'createdAt' | 'updatedAt' | 'version'>;
export const ROW_FIELDS = { title: 1, slug: 1, publishStatus: 1, publishDate: 1, createdAt: 1, updatedAt: 1, version: 1 } as const;

export interface RowQuery {
  where: (row: Row) => boolean;
  /** The field, and 1 | -1; ties are broken by `_id` in the same direction. */
  sortField: keyof Row;
  direction: 1 | -1;
  skip: number;
  /** 0: no limit */
  limit: number;
}

let rows: Map<string, Row> | undefined;
let loading: Promise<Map<string, Row>> | undefined;
/** Bumped by writes and resets: a load that overlapped one is read again. */
let generation = 0;
const sorted = new Map<string, Row[]>();

export function usesListIndex(engine: Engine): boolean {
  return engine === 'ferretdb';
}

async function load(): Promise<Map<string, Row>> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const started = generation;
    const docs = await Post.find({}, ROW_FIELDS).lean<Row[]>();
    if (started === generation) {
      rows = new Map(docs.map((d) => [d._id, d]));
      return rows;
    }
  }
  throw new Error('posts kept changing while the list index loaded');
}

async function allRows(): Promise<Map<string, Row>> {
  if (rows) return rows;
  loading ??= load().finally(() => {
    loading = undefined;
  });
  return loading;
}

/** Mongo's order for the sortable fields: null before any date, dates by time, strings by code unit. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  const x = a instanceof Date ? a.getTime() : (a as string | number);
  const y = b instanceof Date ? b.getTime() : (b as string | number);
  return x < y ? -1 : x > y ? 1 : 0;
}

function sortedBy(all: Map<string, Row>, field: keyof Row, direction: 1 | -1): Row[] {
  const key = `${field}:${direction}`;
  let list = sorted.get(key);
  if (!list) {
    list = [...all.values()].sort((a, b) => direction * (compare(a[field], b[field]) || compare(a._id, b._id)));
    sorted.set(key, list);
  }
  return list;
}

/** Whether a post other than `exceptKey` uses the slug (this process's writes are all in the rows). */
export async function slugInRows(slug: string, exceptKey?: string): Promise<boolean> {
  for (const row of (await allRows()).values()) if (row.slug === slug && row._id !== exceptKey) return true;
  return false;
}

/** The slugs of all posts that match. */
export async function slugsInRows(match: RegExp): Promise<Set<string>> {
  return new Set([...(await allRows()).values()].filter((row) => match.test(row.slug)).map((row) => row.slug));
}

/** The page of rows and the total that match, as the database query would give them. */
export async function queryRows(query: RowQuery): Promise<{ page: Row[]; total: number }> {
  const all = await allRows();
  const ordered = sortedBy(all, query.sortField, query.direction);
  const matching = ordered.filter(query.where);
  const end = query.limit === 0 ? undefined : query.skip + query.limit;
  return { page: matching.slice(query.skip, end), total: matching.length };
}

/** After this process created or changed a post. An older version never replaces a newer one. */
export function rememberPost(doc: Row): void {
  generation += 1;
  sorted.clear();
  const known = rows?.get(doc._id);
  if (rows && (!known || known.version <= doc.version)) {
    const { _id, title, slug, publishStatus, publishDate, createdAt, updatedAt, version } = doc;
    rows.set(_id, { _id, title, slug, publishStatus, publishDate, createdAt, updatedAt, version });
  }
}

export function forgetPost(key: string): void {
  generation += 1;
  sorted.clear();
  rows?.delete(key);
}

/** After a change to many posts at once: the rows are read again when next needed. */
export function resetListIndex(): void {
  generation += 1;
  sorted.clear();
  rows = undefined;
}
