import { Court, type CourtDoc } from './model.ts';
import type { CourtStore } from './store.ts';
import { deleteCourt, insertCourt, insertCourts, updateCourt } from './writes.ts';

/** Other instances may write: bodies they changed show up here within this time. */
const PUBLIC_CACHE_TTL_MS = 5_000;

/** Courts on a MongoDB that other instances may share: every read asks the database and its indexes. */
export function createCourtDatabaseStore(): CourtStore {
  return {
    async list({ q, ids, sort, skip, limit }) {
      const where: Record<string, unknown> = {};
      if (q) where.$or = [{ name: q }, { city: q }];
      if (ids) where._id = { $in: ids };
      const order = sort.field === 'id' ? { _id: sort.direction } : { [sort.field]: sort.direction, _id: sort.direction };
      const [page, total] = await Promise.all([
        Court.find(where).sort(order).skip(skip).limit(limit).lean<CourtDoc[]>(),
        Court.countDocuments(where),
      ]);
      return { page, total };
    },
    get: (id) => Court.findById(id).lean<CourtDoc>(),
    create: insertCourt,
    createMany: async (list) => (await insertCourts(list)).length,
    update: updateCourt,
    remove: deleteCourt,
    // The latitude range uses the { lat, lng } index; the longitude range narrows it within.
    within: (box) =>
      Court.find({ lat: { $gte: box.minLat, $lte: box.maxLat }, lng: { $gte: box.minLng, $lte: box.maxLng } }).lean<CourtDoc[]>(),
    publicCacheTtlMs: PUBLIC_CACHE_TTL_MS,
  };
}
