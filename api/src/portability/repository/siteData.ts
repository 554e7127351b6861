import mongoose from 'mongoose';
import { SEED_COURTS } from '../../seed/data/courts.ts';
import { SEED_GEAR } from '../../seed/data/gear.ts';
import { SEED_PAGES } from '../../seed/data/pages.ts';
import { SEED_POSTS } from '../../seed/data/posts.ts';
import { SEED_CATEGORIES, SEED_TAGS } from '../../seed/data/terms.ts';
import { newStamp } from '../../users/tokens.ts';
import { EXPORT_FILES, type ExportFile, type SecretFile } from '../format.ts';
import { collectionText } from './collectionText.ts';
import { rebuildSampleRegistry } from '../../seed/repository/sampleRecords.ts';
import { COLLECTIONS, SECRET_COLLECTIONS, STAFF_FIELDS, UPLOADS_BUCKET } from './collections.ts';

const { EJSON } = mongoose.mongo.BSON;

/** One collection as JSON text: Extended JSON (relaxed), documents in `_id` order. */
export type CollectionText = Record<ExportFile, string>;

/** An uploaded file's bytes, by the stored name its files record carries. */
export interface StoredBytes {
  filename: string;
  bytes: Uint8Array;
}

/** A full backup's secrets as stored: `{_id, passwordHash}`, `{_id, secret, backupCodes, lastStep}` (the secret sealed by this site), the webhooks. */
export type SecretRecords = Record<SecretFile, Record<string, unknown>[]>;

export interface SiteDataRepository {
  /** Every exported collection as Extended JSON with its number of records, and every uploaded file. */
  read(): Promise<{ collections: CollectionText; counts: Record<ExportFile, number>; files: StoredBytes[] }>;
  /** The secrets only a full backup holds. */
  readSecrets(): Promise<SecretRecords>;
  /** Whether the site holds nothing but the sample content a new site starts with. */
  holdsOnlySampleContent(): Promise<boolean>;
  /**
   * Replaces every exported collection with the given documents and stores the files. Staff
   * accounts come without credentials: the owner keeps the credentials it has here, the others
   * set a password through a reset link, unless `secrets` (a full backup's) give them theirs back:
   * then their two-factor sign-in and the webhooks come back too.
   */
  replace(collections: Partial<Record<ExportFile, unknown[]>>, files: Map<string, Uint8Array>, secrets?: SecretRecords): Promise<void>;
}

function database() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('the database is not connected');
  return db;
}

const pick = (doc: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.filter((field) => field in doc).map((field) => [field, doc[field]]));

/** Records as a collection file holds them: Extended JSON (relaxed). */

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

    async readSecrets() {
      const db = database();
      const [credentials, twoFactor, webhooks] = await Promise.all([
        db.collection(COLLECTIONS.staff).find({ passwordHash: { $type: 'string' } }, { projection: { passwordHash: 1 } }).sort({ _id: 1 }).toArray(),
        db.collection(SECRET_COLLECTIONS.twoFactor).find({ secret: { $type: 'string' } }, { projection: { secret: 1, backupCodes: 1, lastStep: 1 } }).sort({ _id: 1 }).toArray(),
        db.collection(SECRET_COLLECTIONS.webhooks).find({}).sort({ _id: 1 }).toArray(),
      ]);
      return { 'staff-credentials': credentials, 'two-factor': twoFactor, webhooks };
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

    async replace(collections, files, secrets) {
      const db = database();
      const owner = await db.collection(COLLECTIONS.staff).findOne({ isOwner: true });
      // Ids compared as text: a parsed file holds them as BSON numbers, each an object of its own.
      const hashes = new Map((secrets?.['staff-credentials'] ?? []).map((record) => [String(record._id), record.passwordHash]));
      for (const file of EXPORT_FILES) {
        const target = db.collection(COLLECTIONS[file]);
        await target.deleteMany({});
        if (file === 'uploads') await db.collection(`${UPLOADS_BUCKET}.chunks`).deleteMany({});
        let docs = (collections[file] ?? []) as Record<string, unknown>[];
        if (file === 'staff') docs = docs.map((doc) => withCredentials(pick(doc, STAFF_FIELDS), owner, hashes.get(String(doc._id))));
        if (docs.length > 0) await target.insertMany(docs);
        if (file === 'uploads') {
          for (const record of docs) {
            const bytes = files.get(String(record.filename)) ?? new Uint8Array();
            await db.collection(`${UPLOADS_BUCKET}.chunks`).insertMany(chunksOf(record._id, bytes, Number(record.chunkSize) || 255 * 1024));
          }
        }
      }
      if (secrets) await replaceSecrets(secrets, owner?._id, (collections.staff as { _id?: unknown; isOwner?: unknown }[] | undefined)?.find((doc) => doc.isOwner === true)?._id);
      // The restored records carry their own sample marks.
      await rebuildSampleRegistry();
    },
  };
}

/**
 * A full backup's two-factor records and webhooks in place of this site's. The owner keeps the
 * two-factor sign-in it has here (as its password), under its restored id.
 */
async function replaceSecrets(secrets: SecretRecords, ownerId: unknown, restoredOwnerId: unknown): Promise<void> {
  const db = database();
  const twoFactor = db.collection(SECRET_COLLECTIONS.twoFactor);
  const mine = ownerId === undefined ? null : await twoFactor.findOne({ _id: ownerId as never });
  await twoFactor.deleteMany({});
  const records = secrets['two-factor'].filter((record) => String(record._id) !== String(restoredOwnerId));
  if (mine && restoredOwnerId !== undefined) records.push({ ...mine, _id: restoredOwnerId });
  if (records.length > 0) await twoFactor.insertMany(records);
  const webhooks = db.collection(SECRET_COLLECTIONS.webhooks);
  await webhooks.deleteMany({});
  if (secrets.webhooks.length > 0) await webhooks.insertMany(secrets.webhooks);
}

/** A restored account: the owner keeps this site's credentials; the others have none until a reset, or a full backup's hash. */
function withCredentials(doc: Record<string, unknown>, owner: Record<string, unknown> | null, backupHash: unknown): Record<string, unknown> {
  const mine = doc.isOwner === true && owner;
  return {
    ...doc,
    passwordHash: mine ? owner.passwordHash : typeof backupHash === 'string' ? backupHash : null,
    credentialStamp: mine ? owner.credentialStamp : newStamp(),
    envCredential: mine ? (owner.envCredential ?? null) : null,
    invitation: null,
    reset: null,
    emailChange: null,
    emailReverts: [],
  };
}
