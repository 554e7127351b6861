import mongoose from 'mongoose';
import { BUCKET, bucket, removeFiles, saveImage, writeFile, type StoredImage } from './store.ts';

type GridFSFile = mongoose.mongo.GridFSFile;

/** What the original's GridFS metadata records about its size and variants. */
export type ImageDetails = {
  width: number;
  height: number;
  variantWidths: number[];
};

export const VARIANT_TYPE = 'image/webp';

/** A variant is named after its original: `<name>-<width>.webp`. */
export function variantName(filename: string, width: number): string {
  return `${filename.replace(/\.[a-z]+$/, '')}-${width}.webp`;
}

export async function findFile(filename: string): Promise<GridFSFile | undefined> {
  return (await bucket().find({ filename }).limit(1).toArray())[0];
}

export async function readFile(filename: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket().openDownloadStreamByName(filename)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function saveVariant(original: string, width: number, bytes: Buffer): Promise<mongoose.Types.ObjectId> {
  return writeFile(variantName(original, width), bytes, { contentType: VARIANT_TYPE, variantOf: original });
}

/** Stores an upload and its variants; on a failure half-way, removes what it stored and rethrows. */
export async function saveUpload(
  upload: { bytes: Buffer; width: number; height: number; variants: { width: number; bytes: Buffer }[] },
  ext: string,
  contentType: string,
  originalname: string,
): Promise<StoredImage> {
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
}

/** Adds variants and details to an image stored before they existed; variants already there are kept. */
export async function completeUpload(file: GridFSFile, details: ImageDetails, variants: { width: number; bytes: Buffer }[]): Promise<void> {
  for (const variant of variants) {
    if (!(await findFile(variantName(file.filename, variant.width)))) await saveVariant(file.filename, variant.width, variant.bytes);
  }
  const set = { 'metadata.width': details.width, 'metadata.height': details.height, 'metadata.variantWidths': details.variantWidths };
  await mongoose.connection.db!.collection(`${BUCKET}.files`).updateOne({ _id: file._id }, { $set: set });
}
