import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../common/messages.ts';
import type { StoredImage, UploadRepository, UploadToStore } from '../../src/uploads/repository/uploadRepository.ts';
import { createUploadService } from '../../src/uploads/service.ts';
import { photo } from '../images/sharpImages.ts';
import { problemOf } from '../helpers/problems.ts';

/** In-memory uploads: what the service stores, by name, with no database. */
function fakeUploads(): Pick<UploadRepository, 'saveUpload' | 'openImage'> & { saved: Map<string, { upload: UploadToStore; originalname: string; contentType: string }> } {
  const saved = new Map<string, { upload: UploadToStore; originalname: string; contentType: string }>();
  return {
    saved,
    async saveUpload(upload, ext, contentType, originalname): Promise<StoredImage> {
      const filename = `${String(saved.size + 1).padStart(32, '0')}.${ext}`;
      saved.set(filename, { upload, originalname, contentType });
      return { filename, contentType, size: upload.bytes.length };
    },
    async openImage(filename) {
      const file = saved.get(filename);
      return file ? { stream: Readable.from(file.upload.bytes), contentType: file.contentType, size: file.upload.bytes.length, uploadDate: new Date() } : undefined;
    },
  };
}

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20"/></svg>');

describe('the upload service', () => {
  it('refuses anything but one image part with 400, and what is not an image with 415, storing nothing', async () => {
    const repository = fakeUploads();
    const service = createUploadService({ repository });
    const image = { fieldname: 'image', originalname: 'a.svg', buffer: SVG };
    expect((await problemOf(() => service.upload([]))).errors).toEqual({ image: UPLOAD_MESSAGES.oneImage });
    expect((await problemOf(() => service.upload([image, image]))).status).toBe(400);
    expect((await problemOf(() => service.upload([{ ...image, fieldname: 'file' }]))).status).toBe(400);
    const notImage = await problemOf(() => service.upload([{ ...image, buffer: Buffer.from('just text') }]));
    expect([notImage.status, notImage.message]).toEqual([415, UPLOAD_MESSAGES.invalidType]);
    expect(repository.saved.size).toBe(0);
  });

  it('stores an SVG sanitized under its clean name, and answers its size and URL', async () => {
    const repository = fakeUploads();
    const service = createUploadService({ repository });
    const body = await service.upload([{ fieldname: 'image', originalname: 'C:\\photos\\court\u0007.svg', buffer: SVG }]);
    expect(body).toMatchObject({ originalname: 'court.svg', width: 40, height: 20, variants: [] });
    expect(body.url).toBe(`/api/uploads/${body.filename}`);
    const stored = repository.saved.get(body.filename)!;
    expect(stored.upload.bytes.toString('utf8')).not.toContain('<script');
    expect(stored.contentType).toBe('image/svg+xml');
  });

  it('stores a photo as the pipeline remakes it, with its WebP variants', async () => {
    const repository = fakeUploads();
    const service = createUploadService({ repository });
    const body = await service.upload([{ fieldname: 'image', originalname: 'rally.jpg', buffer: await photo(1000, 500) }]);
    expect(body).toMatchObject({ width: 1000, height: 500 });
    expect(body.variants.map((v) => v.width)).toEqual([480, 960]);
    expect(repository.saved.get(body.filename)!.upload.variants).toHaveLength(2);
  });

  it('opens a stored upload, and answers 404 for a name that is not there', async () => {
    const repository = fakeUploads();
    const service = createUploadService({ repository });
    const body = await service.upload([{ fieldname: 'image', originalname: 'a.svg', buffer: SVG }]);
    expect((await service.open(body.filename)).contentType).toBe('image/svg+xml');
    expect((await problemOf(() => service.open('missing.png'))).status).toBe(404);
  });
});
