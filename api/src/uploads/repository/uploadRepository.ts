import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { Readable } from 'node:stream';
import { undoWrite } from '../db/undo.ts';

export const BUCKET = 'uploads';

export function bucket() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('the database is not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET });
}

export interface StoredImage {
  filename: string;
  contentType: string;
  size: number;
}

/**
 * Writes one GridFS file. GridFS writes the chunks first and the file's record last, so a write
 * that fails half-way (a full disk, a lost connection) leaves chunks no record points to: they are
 * removed before the error goes on.
 */
export async function writeFile(filename: string, bytes: Buffer, metadata: Record<string, unknown>, id = new mongoose.Types.ObjectId()): Promise<mongoose.Types.ObjectId> {
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = bucket().openUploadStreamWithId(id, filename, { metadata });
      stream.once('finish', () => resolve());
      stream.once('error', reject);
      stream.end(bytes);
    });
  } catch (error) {
    await removeFiles([id]);
    throw error;
  }
  return id;
}

/** Removes files and their chunks by id, waiting for the database if it is restarting (see db/undo.ts). */
export async function removeFiles(ids: mongoose.Types.ObjectId[]): Promise<void> {
  const db = mongoose.connection.db;
  if (!db || ids.length === 0) return;
  await undoWrite(async () => {
    await db.collection(`${BUCKET}.chunks`).deleteMany({ files_id: { $in: ids } });
    await db.collection(`${BUCKET}.files`).deleteMany({ _id: { $in: ids } });
  });
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

export async function openImage(filename: string): Promise<{ stream: Readable; contentType: string; size: number; uploadDate: Date } | undefined> {
  const files = await bucket().find({ filename }).limit(1).toArray();
  const file = files[0];
  if (!file) return undefined;
  const contentType = (file.metadata as { contentType?: string } | undefined)?.contentType ?? 'application/octet-stream';
  return { stream: bucket().openDownloadStream(file._id), contentType, size: file.length, uploadDate: file.uploadDate };
}

export async function countImages(): Promise<number> {
  return mongoose.connection.db!.collection(`${BUCKET}.files`).countDocuments();
}
