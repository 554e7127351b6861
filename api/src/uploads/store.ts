import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { Readable } from 'node:stream';

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

/** Stores the bytes in GridFS, so every API instance on the same database can serve them. */
export async function saveImage(
  bytes: Buffer,
  ext: string,
  contentType: string,
  originalname: string,
  details: Record<string, unknown> = {},
): Promise<StoredImage> {
  const id = new mongoose.Types.ObjectId();
  // The public name is 128 random bits: no upload's name tells anything about another's.
  const filename = `${randomBytes(16).toString('hex')}.${ext}`;
  await new Promise<void>((resolve, reject) => {
    const stream = bucket().openUploadStreamWithId(id, filename, { metadata: { contentType, originalname, ...details } });
    stream.once('finish', () => resolve());
    stream.once('error', reject);
    stream.end(bytes);
  });
  return { filename, contentType, size: bytes.length };
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
