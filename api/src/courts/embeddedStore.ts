import { Court, type CourtDoc } from './model.ts';
import { inBox } from './geo.ts';
import type { CourtStore } from './store.ts';
import { deleteCourt, insertCourt, insertCourts, updateCourt } from './writes.ts';

/** This process is the only writer: its writes clear the cache, the lifetime only bounds changes made around the API. */
const PUBLIC_CACHE_TTL_MS = 60_000;

/**
 * Courts on the embedded FerretDB, written by this process alone. FerretDB v1 reads every
 * document for any filter but `{ _id }`, so every court is held in memory (read once, kept by
 * the writes below) and lists and searches never ask the database.
 */
export function createCourtEmbeddedStore(): CourtStore {
  let courts: Map<number, CourtDoc> | undefined;
  let loading: Promise<Map<number, CourtDoc>> | undefined;
  /** Courts ordered by latitude for the searches; rebuilt after a write. */
  let byLat: CourtDoc[] | undefined;

  const all = async (): Promise<Map<number, CourtDoc>> => {
    if (courts) return courts;
    loading ??= Court.find({}).lean<CourtDoc[]>().then((docs) => (courts = new Map(docs.map((doc) => [doc._id, doc]))));
    try {
      return await loading;
    } catch (error) {
      loading = undefined;
      throw error;
    }
  };
  const keep = async (doc: CourtDoc | null): Promise<CourtDoc | null> => {
    if (doc) (await all()).set(doc._id, doc);
    byLat = undefined;
    return doc;
  };

  return {
    async list({ q, ids, sort, skip, limit }) {
      const only = ids && new Set(ids);
      const field = sort.field === 'id' ? '_id' : sort.field;
      const rows = [...(await all()).values()]
        .filter((court) => (!q || q.test(court.name) || q.test(court.city)) && (!only || only.has(court._id)))
        .sort((a, b) => {
          const x = a[field];
          const y = b[field];
          const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
          return (order || a._id - b._id) * sort.direction;
        });
      return { page: limit === 0 ? rows.slice(skip) : rows.slice(skip, skip + limit), total: rows.length };
    },
    get: async (id) => (await all()).get(id) ?? null,
    create: async (fields) => (await keep(await insertCourt(fields)))!,
    async createMany(list) {
      const docs = await insertCourts(list);
      const map = await all();
      for (const doc of docs) map.set(doc._id, doc);
      byLat = undefined;
      return docs.length;
    },
    update: async (id, fields) => keep(await updateCourt(id, fields)),
    async remove(id) {
      const doc = await deleteCourt(id);
      (await all()).delete(id);
      byLat = undefined;
      return doc;
    },
    async within(box) {
      const map = await all();
      byLat ??= [...map.values()].sort((a, b) => a.lat - b.lat);
      const sorted = byLat;
      // The first court at or above the box's south edge, then north until past its north edge.
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (sorted[mid]!.lat < box.minLat) low = mid + 1;
        else high = mid;
      }
      const found: CourtDoc[] = [];
      for (let i = low; i < sorted.length && sorted[i]!.lat <= box.maxLat; i += 1) {
        if (inBox(sorted[i]!, box)) found.push(sorted[i]!);
      }
      return found;
    },
    publicCacheTtlMs: PUBLIC_CACHE_TTL_MS,
  };
}
