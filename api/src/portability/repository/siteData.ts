import mongoose from 'mongoose';
import { SEED_COURTS } from '../../seed/data/courts.ts';
import { SEED_GEAR } from '../../seed/data/gear.ts';
import { SEED_PAGES } from '../../seed/data/pages.ts';
import { SEED_POSTS } from '../../seed/data/posts.ts';
import { SEED_CATEGORIES, SEED_TAGS } from '../../seed/data/terms.ts';
import { newStamp } from '../../users/tokens.ts';
import { EXPORT_FILES, type ExportFile } from '../format.ts';
import { collectionText } from './collectionText.ts';
import { COLLECTIONS, STAFF_FIELDS, UPLOADS_BUCKET } from './collections.ts';

const { EJSON } = mongoose.mongo.BSON;

/** One collection as JSON text: Extended JSON (relaxed), documents in `_id` order. */
export type CollectionText = Record<ExportFile, string>;

/** An uploaded file's bytes, by the stored name its files record carries. */
export interface StoredBytes {
  filename: string;
  bytes: Uint8Array;
}

export interface SiteDataRepository {
  /** Every exported collection as Extended JSON with its number of records, and every uploaded file. */
  read(): Promise<{ collections: CollectionText; counts: Record<ExportFile, number>; files: StoredBytes[] }>;
  /** Whether the site holds nothing but the sample content a new site starts with. */
  holdsOnlySampleContent(): Promise<boolean>;
  /**
   * Replaces every exported collection with the given documents and stores the files. Staff
   * accounts come without credentials: the owner keeps the credentials it has here, the others
   * set a password through a reset link.
   */
  replace(collections: Partial<Record<ExportFile, unknown[]>>, files: Map<string, Uint8Array>): Promise<void>;
}

function database() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('the database is not connected');
  return db;
}

const pick = (doc: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.filter((field) => field in doc).map((field) => [field, doc[field]]));

/** Parses one exported collection file into documents as stored (dates, ids and binaries typed again). */
export function parseCollection(text: string): unknown[] {
  const parsed = EJSON.parse(text, { relaxed: false }) as unknown;
  if (!Array.isArray(parsed)) throw new TypeError('a collection file holds an array of records');
  return parsed;
}

/** The chunks of one stored file, as GridFS writes them. */
function chunksOf(filesId: unknown, bytes: Uint8Array, chunkSize: number) {
  const chunks = [];
  for (let n = 0, at = 0; at < bytes.length || n === 0; n += 1, at += chunkSize) {
    chunks.push({ _id: new mongoose.Types.ObjectId(), files_id: filesId, n, data: new mongoose.mongo.Binary(Buffer.from(bytes.subarray(at, at + chunkSize))) });
  }
  return chunks;
}

export function createSiteDataRepository(): SiteDataRepository {
  return {
    async read() {
      const db = database();
      const collections = {} as CollectionText;
      const counts = {} as Record<ExportFile, number>;
      for (const file of EXPORT_FILES) {
        const docs = await db.collection(COLLECTIONS[file]).find({}).sort({ _id: 1 }).toArray();
        const kept = file === 'staff' ? docs.map((doc) => pick(doc, STAFF_FIELDS)) : docs;
        collections[file] = await collectionText(kept);
        counts[file] = kept.length;
      }
      const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: UPLOADS_BUCKET });
      const files: StoredBytes[] = [];
      for (const record of await db.collection(COLLECTIONS.uploads).find({}, { projection: { filename: 1 } }).sort({ _id: 1 }).toArray()) {
        const parts: Buffer[] = [];
        for await (const part of bucket.openDownloadStream(record._id)) parts.push(part as Buffer);
        files.push({ filename: String(record.filename), bytes: Buffer.concat(parts) });
      }
      return { collections, counts, files };
    },

    async holdsOnlySampleContent() {
      const db = database();
      const within = async (file: ExportFile, field: string, allowed: readonly string[]) => {
        const values = await db.collection(COLLECTIONS[file]).distinct(field);
        return values.every((value) => allowed.includes(String(value)));
      };
      const none = async (file: ExportFile) => (await db.collection(COLLECTIONS[file]).findOne({}, { projection: { _id: 1 } })) === null;
      const checks = await Promise.all([
        within('posts', 'slug', SEED_POSTS.map((post) => post.slug)),
        // A sample post edited is the owner's content.
        (await db.collection(COLLECTIONS.posts).findOne({ version: { $ne: 1 } }, { projection: { _id: 1 } })) === null,
        within('pages', 'slug', SEED_PAGES.map((page) => page.slug)),
        within('categories', 'slug', SEED_CATEGORIES.map((term) => term.slug)),
        within('tags', 'slug', SEED_TAGS.map((term) => term.slug)),
        within('courts', 'name', SEED_COURTS.map((court) => court.name)),
        within('gear-products', 'slug', SEED_GEAR.map((product) => product.slug)),
        // Only seeded events, which carry the sample mark.
        (await db.collection(COLLECTIONS.events).findOne({ sample: { $ne: true } }, { projection: { _id: 1 } })) === null,
        none('members'),
        none('comments'),
        (await db.collection(COLLECTIONS.staff).countDocuments()) <= 1,
        none('revisions'),
        none('settings'),
        none('navigation'),
        none('subscribers'),
        none('uploads'),
      ]);
      return checks.every(Boolean);
    },

    async replace(collections, files) {
      const db = database();
      const owner = await db.collection(COLLECTIONS.staff).findOne({ isOwner: true });
      for (const file of EXPORT_FILES) {
        const target = db.collection(COLLECTIONS[file]);
        await target.deleteMany({});
        if (file === 'uploads') await db.collection(`${UPLOADS_BUCKET}.chunks`).deleteMany({});
        let docs = (collections[file] ?? []) as Record<string, unknown>[];
        if (file === 'staff') docs = docs.map((doc) => withCredentials(pick(doc, STAFF_FIELDS), owner));
        if (docs.length > 0) await target.insertMany(docs);
        if (file === 'uploads') {
          for (const record of docs) {
            const bytes = files.get(String(record.filename)) ?? new Uint8Array();
            await db.collection(`${UPLOADS_BUCKET}.chunks`).insertMany(chunksOf(record._id, bytes, Number(record.chunkSize) || 255 * 1024));
          }
        }
      }
    },
  };
}

/** A restored account: the owner keeps this site's credentials; the others have none until a reset. */
function withCredentials(doc: Record<string, unknown>, owner: Record<string, unknown> | null): Record<string, unknown> {
  const mine = doc.isOwner === true && owner;
  return {
    ...doc,
    passwordHash: mine ? owner.passwordHash : null,
    credentialStamp: mine ? owner.credentialStamp : newStamp(),
    envCredential: mine ? (owner.envCredential ?? null) : null,
    invitation: null,
    reset: null,
    emailChange: null,
    emailReverts: [],
  };
}
