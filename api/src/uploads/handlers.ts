import type { RequestHandler } from 'express';
import type { UploadService } from './service.ts';

/** The uploads' operations (`uploads.*`): HTTP only, over the upload service. */
export function uploadHandlers(service: UploadService) {
  const create: RequestHandler = async (req, res) => {
    res.status(201).json(await service.upload((req.files ?? []) as Express.Multer.File[]));
  };

  const get: RequestHandler = async (req, res) => {
    const image = await service.open(String(req.params.filename));
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(image.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // An SVG opened directly must not run anything or load anything.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Last-Modified', image.uploadDate.toUTCString());
    // Public images: feed readers and webmail on other origins may embed them.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    image.stream.on('error', (error) => res.destroy(error));
    image.stream.pipe(res);
  };

  return { create, get };
}
