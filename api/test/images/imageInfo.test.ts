import mongoose from 'mongoose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageInfo } from '../../src/uploads/imageInfo.ts';
import { saveImage } from '../../src/uploads/repository/uploadRepository.ts';
import { upload } from '../helpers/images.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { photo } from './sharpImages.ts';

const stored = () => mongoose.connection.db!.collection('uploads.files').countDocuments();

describe('imageInfo: size and variants of an upload, for the public pages', () => {
  const app = useTestApp();

  it('gives what the upload answered, for the upload URL', async () => {
    const { body } = await upload(app.url, app.cookie, [{ field: 'image', name: 'a.jpg', type: 'image/jpeg', bytes: await photo(1000, 750) }]);
    expect(await imageInfo(String(body.url))).toEqual({ width: body.width, height: body.height, variants: body.variants });
  });

  it('makes the variants of an image stored before they existed, once, and serves them', async () => {
    // Stored as uploads were before the pipeline: the bytes as sent, nothing known about them.
    const legacy = await saveImage(await photo(1200, 800), 'jpg', 'image/jpeg', 'old.jpg');
    const before = await stored();
    const info = await imageInfo(`/api/uploads/${legacy.filename}`);
    expect(info).toMatchObject({ width: 1200, height: 800 });
    expect(info!.variants.map((v) => [v.width, v.type])).toEqual([[480, 'image/webp'], [960, 'image/webp']]);
    expect(await stored()).toBe(before + 2);
    for (const variant of info!.variants) {
      const response = await fetch(app.url + variant.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(variant.width);
    }
    expect(await imageInfo(`/api/uploads/${legacy.filename}`)).toEqual(info);
    expect(await stored()).toBe(before + 2);
  });

  it.each([
    ['an outside URL', 'https://example.com/a.jpg'],
    ['a site page', '/blog/some-post'],
    ['an upload that does not exist', '/api/uploads/0123456789abcdef0123456789abcdef.jpg'],
    ['an empty string', ''],
  ])('gives nothing for %s', async (_label, url) => {
    expect(await imageInfo(url)).toBeUndefined();
  });

  it('gives nothing for a variant URL (a variant has no variants)', async () => {
    const { body } = await upload(app.url, app.cookie, [{ field: 'image', name: 'b.jpg', type: 'image/jpeg', bytes: await photo(600, 400) }]);
    const variant = (body.variants as { url: string }[])[0]!;
    expect(await imageInfo(variant.url)).toBeUndefined();
  });
});
