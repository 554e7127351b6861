import { createHash } from 'node:crypto';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../common/constants.ts';
import { HttpProblem } from '../http/problem.ts';
import type { UploadService } from '../uploads/service.ts';
import { pathsOf, type ImageRef } from './imports/images.ts';
import type { UploadsZip } from './imports/uploadsZip.ts';
import type { ImportJobRepository } from './repository/importJobs.ts';

/** An image found and stored (or stored already), or why it stays at its old address. */
export type ImageOutcome = { url: string } | { problem: string };

export interface ImageImportDeps {
  uploads: Pick<UploadService, 'upload'>;
  store: Pick<ImportJobRepository, 'imageByHash' | 'keepImage'>;
}

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * The images of one import, taken from its uploads ZIP through the editor's upload pipeline (its
 * type checks, size limit and processing). An image is stored once: by path within the import,
 * and by the hash of its bytes across imports, so importing again uploads nothing again.
 */
export function createImageImport({ uploads, store }: ImageImportDeps, zip: UploadsZip) {
  const byPath = new Map<string, Promise<ImageOutcome>>();
  /** The same bytes under two names (or named at once by two items) are stored once. */
  const byHash = new Map<string, Promise<string>>();
  let uploaded = 0;

  const entryOf = (ref: ImageRef) => pathsOf(ref).map((path) => zip.find(path)).find((entry) => entry !== undefined);

  /** The ZIP's file for an image, or why it will not be taken (checked without unpacking). */
  function found(ref: ImageRef): { entry: NonNullable<ReturnType<typeof entryOf>> } | { problem: string } {
    const entry = entryOf(ref);
    if (!entry) return { problem: `${ref.path} is not in the uploads ZIP` };
    if (entry.size > IMAGE_UPLOAD_MAX_BYTES) return { problem: `${ref.path} is over ${MAX_MB} MB` };
    return { entry };
  }

  async function stored(hash: string, bytes: Uint8Array, name: string): Promise<string> {
    const known = await store.imageByHash(hash);
    if (known) return known;
    const image = await uploads.upload([{ fieldname: 'image', originalname: name, buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }]);
    await store.keepImage(hash, image.url);
    uploaded += 1;
    return image.url;
  }

  async function take(ref: ImageRef): Promise<ImageOutcome> {
    const file = found(ref);
    if ('problem' in file) return file;
    const bytes = zip.read(file.entry);
    if (!bytes) return { problem: `${ref.path} could not be unpacked from the ZIP` };
    const hash = createHash('sha256').update(bytes).digest('hex');
    let url = byHash.get(hash);
    if (!url) {
      url = stored(hash, bytes, ref.path.split('/').pop() ?? 'image');
      byHash.set(hash, url);
    }
    try {
      return { url: await url };
    } catch (error) {
      // A file the pipeline refuses stays at its old address; a failing database stops the import.
      if (error instanceof HttpProblem && error.status < 500) return { problem: error.status === 415 ? `${ref.path} is not an image this site takes` : `${ref.path} was refused: ${error.message}` };
      throw error;
    }
  }

  return {
    /** Whether the ZIP holds a file for this image (a dry run's check: nothing is read). */
    has: (ref: ImageRef) => entryOf(ref) !== undefined,
    /** Why an image would not be taken, without reading it; undefined when it would be tried. */
    check(ref: ImageRef): string | undefined {
      const file = found(ref);
      return 'problem' in file ? file.problem : undefined;
    },
    take(ref: ImageRef): Promise<ImageOutcome> {
      let outcome = byPath.get(ref.path);
      if (!outcome) {
        outcome = take(ref);
        byPath.set(ref.path, outcome);
      }
      return outcome;
    },
    uploaded: () => uploaded,
  };
}

export type ImageImport = ReturnType<typeof createImageImport>;
