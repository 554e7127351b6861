import { insertWithNewId, reserveIds } from '../../db/counters.ts';
import { listPage, type PageQuery } from '../../db/listPage.ts';
import type { Court, CourtFields, CourtSortField } from '../court.ts';
import type { Box } from '../geo.ts';
import { Court as CourtModel, type CourtDoc } from './model.ts';

/** `q` looks in the name and the city. */
export type CourtListQuery = PageQuery<CourtSortField>;

/** Every read and write of courts. */
export interface CourtRepository {
  list(query: CourtListQuery): Promise<{ page: Court[]; total: number }>;
  get(id: number): Promise<Court | null>;
  create(fields: CourtFields): Promise<Court>;
  /** Adds every court or, when the database refuses, none it can take back. */
  createMany(list: CourtFields[]): Promise<Court[]>;
  /** Null when no court has the id. */
  update(id: number, fields: CourtFields): Promise<Court | null>;
  /** The court as it was, or null when none had the id. */
  remove(id: number): Promise<Court | null>;
  /** Every court inside the box, in no particular order: the candidates of a search. */
  within(box: Box): Promise<Court[]>;
  /** Drops what is held in memory, after the data was replaced around the repository (a restore). */
  forget?(): void;
}

const COLLECTION = 'courts';

/** The contract's court: `_id` becomes `id`, timestamps stay private. */
function toCourt(doc: CourtDoc): Court {
  const { _id, name, address, city, state, zip, lat, lng, positionFromZip, indoorCourts, outdoorCourts, access, lighted, fee, website, notes } = doc;
  return { id: _id, name, address, city, state, zip, lat, lng, positionFromZip, indoorCourts, outdoorCourts, access, lighted, fee, website, notes };
}
const toCourtOrNull = (doc: CourtDoc | null) => (doc ? toCourt(doc) : null);

/** Courts in the database: every read asks it and its indexes. */
export function createCourtRepository(): CourtRepository {
  return {
    async list(query) {
      const { docs, total } = await listPage(CourtModel, query, ['name', 'city']);
      return { page: docs.map(toCourt), total };
    },

    get: async (id) => toCourtOrNull(await CourtModel.findById(id).lean<CourtDoc>()),

    async create(fields) {
      // Courts have no unique field but `_id`: a duplicate key is always a taken id, so draw again.
      const doc = await insertWithNewId(
        COLLECTION,
        (id) => CourtModel.create({ _id: id, ...fields }),
        async () => {},
        (id) => CourtModel.deleteOne({ _id: id, name: fields.name, zip: fields.zip }),
      );
      return toCourt(doc.toObject());
    },

    async createMany(list) {
      if (list.length === 0) return [];
      const first = await reserveIds(COLLECTION, list.length);
      const docs = list.map((fields, index) => ({ _id: first + index, ...fields }));
      try {
        await CourtModel.insertMany(docs, { ordered: true, lean: true });
      } catch (error) {
        // The database failed part-way: the ones it took are removed again.
        await CourtModel.deleteMany({ _id: { $gte: first, $lt: first + list.length } }).catch(() => {});
        throw error;
      }
      return docs.map(toCourt);
    },

    update: async (id, fields) => toCourtOrNull(await CourtModel.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', lean: true })),

    remove: async (id) => toCourtOrNull(await CourtModel.findByIdAndDelete(id, { lean: true })),

    // The latitude range uses the { lat, lng } index; the longitude range narrows it within.
    within: async (box) =>
      (await CourtModel.find({ lat: { $gte: box.minLat, $lte: box.maxLat }, lng: { $gte: box.minLng, $lte: box.maxLng } }).lean<CourtDoc[]>()).map(toCourt),
  };
}
