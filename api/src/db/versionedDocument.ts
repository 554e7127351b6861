import mongoose, { Schema, type Model } from 'mongoose';
import { insertWithNewId } from './counters.ts';

/** One saved version of a document kept whole at every save; the highest `_id` is in force. */
export interface VersionDoc {
  _id: number;
  savedAt: Date;
  [field: string]: unknown;
}

/** A saved version as the repositories hand it on. */
export interface StoredVersion<T> {
  version: number;
  savedAt: Date;
  value: T;
}

/** Every save of one document, kept; the newest is in force (the settings and the menus). */
export interface VersionedDocument<T> {
  latest(): Promise<StoredVersion<T> | null>;
  byVersion(version: number): Promise<StoredVersion<T> | null>;
  /** Newest first, each with the fields of its value named in `summary`. */
  versions(summary: string[]): Promise<{ version: number; savedAt: Date; value: Partial<T> }[]>;
  /** Saves `value` as the next version. */
  save(value: T, savedAt: Date): Promise<StoredVersion<T>>;
}

/** The model of a versioned document: its value under `field` of each version. */
export function versionModel(name: string, collection: string, field: string): Model<VersionDoc> {
  const schema = new Schema<VersionDoc>({ _id: Number, savedAt: { type: Date, required: true }, [field]: { type: Schema.Types.Mixed, required: true } }, { versionKey: false, minimize: false });
  return (mongoose.models[name] as Model<VersionDoc> | undefined) ?? mongoose.model<VersionDoc>(name, schema, collection);
}

/** The versions of a document stored in `model`'s collection, its value under `field`. */
export function versionedDocument<T extends object>(model: Model<VersionDoc>, field: string): VersionedDocument<T> {
  const collection = model.collection.collectionName;
  const toStored = (doc: VersionDoc): StoredVersion<T> => ({ version: doc._id, savedAt: doc.savedAt, value: doc[field] as T });
  return {
    async latest() {
      const doc = await model.findOne().sort({ _id: -1 }).lean<VersionDoc>();
      return doc ? toStored(doc) : null;
    },
    async byVersion(version) {
      const doc = await model.findById(version).lean<VersionDoc>();
      return doc ? toStored(doc) : null;
    },
    async versions(summary) {
      const projection = Object.fromEntries([['savedAt', 1], ...summary.map((name) => [`${field}.${name}`, 1])]);
      const docs = await model.find({}, projection).sort({ _id: -1 }).lean<VersionDoc[]>();
      return docs.map((doc) => ({ version: doc._id, savedAt: doc.savedAt, value: (doc[field] ?? {}) as Partial<T> }));
    },
    save(value, savedAt) {
      return insertWithNewId(
        collection,
        async (id) => toStored((await model.create({ _id: id, savedAt, [field]: { ...value } })).toObject()),
        async () => {},
        (id) => model.deleteOne({ _id: id }),
      );
    },
  };
}
