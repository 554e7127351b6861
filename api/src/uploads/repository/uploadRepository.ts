import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import mongoose from 'mongoose';
import { isStorageFull } from '../../db/failures.ts';
import { undoWrite } from '../../db/undo.ts';
import { VARIANT_TYPE, variantName, type ImageDetails } from '../variants.ts';

const BUCKET = 'uploads';

export interface StoredImage {
  filename: string;
  contentType: string;
  size: number;
}

/** What is recorded about a stored file: its details once known, or the original it is a variant of. */
export interface StoredFileInfo {
  id: string;
  filename: string;
  metadata: Partial<ImageDetails> & { variantOf?: string; contentType?: string };
}

/** An image as the pipeline made it: the bytes to store, and its variants. */
export interface UploadToStore {
  bytes: Buffer;
  width: number;
  height: number;
  variants: { width: number; bytes: Buffer }[];
}

export interface UploadRepository {
  /** Stores an upload and its variants; on a failure half-way, removes what it stored and rethrows. */
  saveUpload(upload: UploadToStore, ext: string, contentType: string, originalname: string): Promise<StoredImage>;
  findFile(filename: string): Promise<StoredFileInfo | undefined>;
  readFile(filename: string): Promise<Buffer>;
  /** Adds variants and details to an image stored before they existed; variants already there are kept. */
  completeUpload(file: StoredFileInfo, details: ImageDetails, variants: { width: number; bytes: Buffer }[]): Promise<void>;
  openImage(filename: string): Promise<{ stream: Readable; contentType: string; size: number; uploadDate: Date } | undefined>;
  /** Stores files made from an original (its icons) under their names, unless one of that name is there already. */
  saveDerived(original: string, files: { name: string; bytes: Buffer; contentType: string }[]): Promise<void>;
}

function bucket() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('the database is not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET });
}

/** Removes files and their chunks by id, waiting for the database if it is restarting (see db/undo.ts). */
async function removeFiles(ids: mongoose.Types.ObjectId[]): Promise<void> {
  const db = mongoose.connection.db;
  if (!db || ids.length === 0) return;
  await undoWrite(async () => {
    await db.collection(`${BUCKET}.chunks`).deleteMany({ files_id: { $in: ids } });
    await db.collection(`${BUCKET}.files`).deleteMany({ _id: { $in: ids } });
  });
}

/** How often, and for how long, chunks a full disk would not let go are tried again. */
const SWEEP_EVERY_MS = 2_000;
const SWEEP_FOR_MS = 60 * 60_000;

/**
 * Removes a failed write's chunks (and record, if any) in the background: on a full disk even a
 * delete may be refused (the database needs room to record it), so it is tried again until there
 * is room, and the answer does not wait for it.
 */
function sweepWhenThereIsRoom(ids: mongoose.Types.ObjectId[], until = Date.now() + SWEEP_FOR_MS): void {
  const db = mongoose.connection.db;
  const timer = setTimeout(() => {
    if (!db || Date.now() > until) return;
    db.collection(`${BUCKET}.chunks`)
      .deleteMany({ files_id: { $in: ids } })
      .then(() => db.collection(`${BUCKET}.files`).deleteMany({ _id: { $in: ids } }))
      .catch(() => sweepWhenThereIsRoom(ids, until));
  }, SWEEP_EVERY_MS);
  timer.unref();
}

/**
 * Writes one GridFS file. GridFS writes the chunks first and the file's record last, so a write
 * that fails half-way (a full disk, a lost connection) leaves chunks no record points to: they are
 * removed before the error goes on, or, when the disk is full, as soon as it has room again.
 */
async function writeFile(filename: string, bytes: Buffer, metadata: Record<string, unknown>, id = new mongoose.Types.ObjectId()): Promise<mongoose.Types.ObjectId> {
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = bucket().openUploadStreamWithId(id, filename, { metadata });
      stream.once('finish', () => resolve());
      stream.once('error', reject);
      stream.end(bytes);
    });
  } catch (error) {
    // A chunk still in flight when the stream failed may land after the removal below: the file's
    // chunks are swept once more in the background (and again until the disk has room).
    sweepWhenThereIsRoom([id]);
    if (!isStorageFull(error)) {
      await removeFiles([id]);
      throw error;
    }
    await mongoose.connection.db
      ?.collection(`${BUCKET}.chunks`)
      .deleteMany({ files_id: id })
      .catch(() => undefined);
    throw error;
  }
  return id;
}

const findGridFile = async (filename: string) => (await bucket().find({ filename }).limit(1).toArray())[0];

function saveVariant(original: string, width: number, bytes: Buffer): Promise<mongoose.Types.ObjectId> {
  return saveMadeFrom(original, variantName(original, width), bytes, VARIANT_TYPE);
}

function saveMadeFrom(original: string, name: string, bytes: Buffer, contentType: string): Promise<mongoose.Types.ObjectId> {
  return writeFile(name, bytes, { contentType, variantOf: original });
}

/** Stores the bytes in GridFS, so every API instance on the same database can serve them. */
export async function saveImage(
  bytes: Buffer,
  ext: string,
  contentType: string,
  originalname: string,
  details: Record<string, unknown> = {},
): Promise<StoredImage & { id: mongoose.Types.ObjectId }> {
  // The public name is 128 random bits: no upload's name tells anything about another's.
  const filename = `${randomBytes(16).toString('hex')}.${ext}`;
  const id = await writeFile(filename, bytes, { contentType, originalname, ...details });
  return { id, filename, contentType, size: bytes.length };
}

/** Uploads in GridFS (the `uploads` bucket). */
export function createUploadRepository(): UploadRepository {
  return {
    async saveUpload(upload, ext, contentType, originalname) {
      const details: ImageDetails = { width: upload.width, height: upload.height, variantWidths: upload.variants.map((v) => v.width) };
      const { id, ...stored } = await saveImage(upload.bytes, ext, contentType, originalname, details);
      const written = [id];
      try {
        for (const variant of upload.variants) written.push(await saveVariant(stored.filename, variant.width, variant.bytes));
      } catch (error) {
        await removeFiles(written);
        throw error;
      }
      return stored;
    },

    async findFile(filename) {
      const file = await findGridFile(filename);
      return file ? { id: file._id.toHexString(), filename: file.filename, metadata: (file.metadata ?? {}) as StoredFileInfo['metadata'] } : undefined;
    },

    async readFile(filename) {
      const chunks: Buffer[] = [];
      for await (const chunk of bucket().openDownloadStreamByName(filename)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async completeUpload(file, details, variants) {
      for (const variant of variants) {
        if (!(await findGridFile(variantName(file.filename, variant.width)))) await saveVariant(file.filename, variant.width, variant.bytes);
      }
      const set = { 'metadata.width': details.width, 'metadata.height': details.height, 'metadata.variantWidths': details.variantWidths };
      await mongoose.connection.db!.collection(`${BUCKET}.files`).updateOne({ _id: new mongoose.Types.ObjectId(file.id) }, { $set: set });
    },

    async saveDerived(original, files) {
      for (const file of files) {
        if (!(await findGridFile(file.name))) await saveMadeFrom(original, file.name, file.bytes, file.contentType);
      }
    },

    async openImage(filename) {
      const file = await findGridFile(filename);
      if (!file) return undefined;
      const contentType = (file.metadata as { contentType?: string } | undefined)?.contentType ?? 'application/octet-stream';
      return { stream: bucket().openDownloadStream(file._id), contentType, size: file.length, uploadDate: file.uploadDate };
    },
  };
}
