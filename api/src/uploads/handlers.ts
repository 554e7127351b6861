import type { RequestHandler } from 'express';
import type { UploadedImage } from '../../../codegen/hey-api/types.gen.ts';
import { UPLOAD_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import { acceptImage } from './detect.ts';
import { saveUpload } from './files.ts';
import { rememberImageInfo, toImageInfo } from './imageInfo.ts';
import { measureSvg, processUpload } from './pipeline.ts';
import { openImage } from './store.ts';


/** A display name for the uploaded file: no folders, no control characters, at most 200 characters. */
function cleanName(name: string): string {
  const utf8 = Buffer.from(name, 'latin1').toString('utf8');
  const base = (utf8.includes('\uFFFD') ? name : utf8).split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'image';
}

export const create: RequestHandler = async (req, res) => {
  const files = (req.files ?? []) as Express.Multer.File[];
  const file = files[0];
  if (files.length !== 1 || !file || file.fieldname !== 'image') {
    throw new HttpProblem(400, UPLOAD_MESSAGES.oneImage, { errors: { image: UPLOAD_MESSAGES.oneImage } });
  }
  const image = await acceptImage(file.buffer);
  if (!image) throw new HttpProblem(415, UPLOAD_MESSAGES.invalidType, { errors: { image: UPLOAD_MESSAGES.invalidType } });
  const originalname = cleanName(file.originalname);
  // SVG is stored as sanitized; every other image as the pipeline remakes it, with its variants.
  const processed = image.ext === 'svg' ? { bytes: image.bytes, ...(await measureSvg(image.bytes)) } : await processUpload(image.bytes, image.ext);
  const stored = await saveUpload(processed, image.ext, image.contentType, originalname);
  const info = toImageInfo(stored.filename, { width: processed.width, height: processed.height, variantWidths: processed.variants.map((v) => v.width) });
  rememberImageInfo(stored.filename, info);
  const body: UploadedImage = { url: `/api/uploads/${stored.filename}`, filename: stored.filename, originalname, size: stored.size, ...info };
  res.status(201).json(body);
};

export const get: RequestHandler = async (req, res) => {
  const image = await openImage(String(req.params.filename));
  if (!image) throw notFound('Image');
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Content-Length', String(image.size));
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // An SVG opened directly must not run anything or load anything.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('Last-Modified', image.uploadDate.toUTCString());
  image.stream.on('error', (error) => res.destroy(error));
  image.stream.pipe(res);
};
