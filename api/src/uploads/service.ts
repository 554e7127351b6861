import type { Readable } from 'node:stream';
import type { UploadedImage } from '../../../codegen/hey-api/types.gen.ts';
import { UPLOAD_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import { acceptImage } from './detect.ts';
import { rememberImageInfo, toImageInfo } from './imageInfo.ts';
import { measureSvg, processUpload } from './pipeline.ts';
import type { UploadRepository } from './repository/uploadRepository.ts';

/** One part of a multipart upload, as the body parser hands it over. */
export interface UploadedPart {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
}

export interface UploadService {
  /**
   * Stores one image from the `image` part: SVG as sanitized, every other image as the pipeline
   * remakes it, with its variants. 400 for anything but one `image` part, 415 for what is not an image.
   */
  upload(parts: UploadedPart[]): Promise<UploadedImage>;
  /** An uploaded file to serve; 404 when there is none of that name. */
  open(filename: string): Promise<{ stream: Readable; contentType: string; size: number; uploadDate: Date }>;
}

export interface UploadServiceDeps {
  repository: Pick<UploadRepository, 'saveUpload' | 'openImage'>;
}

/** A display name for the uploaded file: no folders, no control characters, at most 200 characters. */
function cleanName(name: string): string {
  const utf8 = Buffer.from(name, 'latin1').toString('utf8');
  const base = (utf8.includes('\uFFFD') ? name : utf8).split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'image';
}

export function createUploadService({ repository }: UploadServiceDeps): UploadService {
  return {
    async upload(parts) {
      const part = parts[0];
      if (parts.length !== 1 || !part || part.fieldname !== 'image') {
        throw new HttpProblem(400, UPLOAD_MESSAGES.oneImage, { errors: { image: UPLOAD_MESSAGES.oneImage } });
      }
      const image = await acceptImage(part.buffer);
      if (!image) throw new HttpProblem(415, UPLOAD_MESSAGES.invalidType, { errors: { image: UPLOAD_MESSAGES.invalidType } });
      const originalname = cleanName(part.originalname);
      const processed = image.ext === 'svg' ? { bytes: image.bytes, ...(await measureSvg(image.bytes)) } : await processUpload(image.bytes, image.ext);
      const stored = await repository.saveUpload(processed, image.ext, image.contentType, originalname);
      const info = toImageInfo(stored.filename, { width: processed.width, height: processed.height, variantWidths: processed.variants.map((v) => v.width) });
      // What is just learnt spares the public pages' first lookup a read of the database.
      rememberImageInfo(stored.filename, info);
      return { url: `/api/uploads/${stored.filename}`, filename: stored.filename, originalname, size: stored.size, ...info };
    },

    async open(filename) {
      const image = await repository.openImage(filename);
      if (!image) throw notFound('Image');
      return image;
    },
  };
}
