import type { ImageInfo, ImageVariant } from '../../../codegen/hey-api/types.gen.ts';
import { learntOnce } from './learntOnce.ts';
import { measureSvg, processStored, type RasterExt } from './pipeline.ts';
import { createUploadRepository, type UploadRepository } from './repository/uploadRepository.ts';
import { VARIANT_TYPE, variantName, type ImageDetails } from './variants.ts';

export type { ImageInfo };

const UPLOAD_URL = /^\/api\/uploads\/([a-z0-9-]{1,60}\.(jpg|png|gif|webp|svg))$/;

/** The stored uploads, where an image's details are looked up the first time. */
const uploads: Pick<UploadRepository, 'findFile' | 'readFile' | 'completeUpload'> = createUploadRepository();

export function toImageInfo(filename: string, details: ImageDetails): ImageInfo {
  const variants = details.variantWidths.map(
    (width): ImageVariant => ({ width: width as ImageVariant['width'], url: `/api/uploads/${variantName(filename, width)}`, type: VARIANT_TYPE }),
  );
  return { width: details.width, height: details.height, variants };
}

function hasDetails(metadata: unknown): metadata is ImageDetails {
  const details = metadata as Partial<ImageDetails> | undefined;
  return typeof details?.width === 'number' && typeof details.height === 'number' && Array.isArray(details.variantWidths);
}

/** The image's info; null when it has none for good (a variant, a file that does not decode), undefined when it is not there. */
async function load(filename: string): Promise<ImageInfo | null | undefined> {
  const ext = filename.slice(filename.lastIndexOf('.') + 1);
  const file = await uploads.findFile(filename);
  if (!file) return undefined;
  if (file.metadata.variantOf) return null;
  if (hasDetails(file.metadata)) return toImageInfo(filename, file.metadata);
  // Stored before uploads had variants: make them now, once.
  // An old file that does not decode has no size to give: the pipeline's problem is kept as the answer (learntOnce.ts).
  const bytes = await uploads.readFile(filename);
  const made = ext === 'svg' ? await measureSvg(bytes) : await processStored(bytes, ext as RasterExt);
  const details: ImageDetails = { width: made.width, height: made.height, variantWidths: made.variants.map((v) => v.width) };
  await uploads.completeUpload(file, details, made.variants);
  return toImageInfo(filename, details);
}

const known = learntOnce(load);

/**
 * Width, height and WebP variants of an uploaded image, from its `/api/uploads/...` URL;
 * undefined for any other URL, a missing file or one that does not decode.
 */
export function imageInfo(url: string): Promise<ImageInfo | undefined> {
  const filename = UPLOAD_URL.exec(url.trim())?.[1];
  return filename ? known.get(filename) : Promise.resolve(undefined);
}

/** Records what the upload handler just learnt, so the first lookup needs no database. */
export function rememberImageInfo(filename: string, info: ImageInfo): void {
  known.remember(filename, info);
}
