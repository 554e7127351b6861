import mongoose from 'mongoose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { upload } from '../helpers/images.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { animatedGif, hugeFlatPng, jpegWithGarbage, jpegWithMetadata, photo, pngWithBrokenPixels, sidewaysJpeg } from './sharpImages.ts';

const stored = () => mongoose.connection.db!.collection('uploads.files').countDocuments();

interface Uploaded {
  url: string;
  filename: string;
  size: number;
  width: number;
  height: number;
  variants: { width: number; url: string; type: string }[];
}

describe('upload pipeline: stripped, upright, sized, with WebP variants', () => {
  const app = useTestApp();
  const send = async (bytes: Buffer, name: string) => {
    const { status, body } = await upload(app.url, app.cookie, [{ field: 'image', name, type: 'application/octet-stream', bytes }]);
    return { status, body: body as unknown as Uploaded & { detail?: string; errors?: Record<string, string> } };
  };
  const download = async (url: string) => {
    const response = await fetch(app.url + url);
    expect(response.status).toBe(200);
    return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('stores a phone JPEG without its EXIF (GPS included), XMP or IPTC, and its variants without them either', async () => {
    const original = await jpegWithMetadata(1200, 900);
    const before = await sharp(original).metadata();
    expect([Boolean(before.exif), Boolean(before.xmp), Boolean(before.iptc)]).toEqual([true, true, true]);

    const { status, body } = await send(original, 'IMG_0001.jpg');
    expect(status).toBe(201);
    const files = [await download(body.url), ...(await Promise.all(body.variants.map((v) => download(v.url))))];
    for (const file of files) {
      const after = await sharp(file.bytes).metadata();
      expect({ exif: after.exif, xmp: after.xmp, iptc: after.iptc }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined });
      expect(file.bytes.toString('latin1')).not.toMatch(/PhoneMaker|Jo Player|Elm Street/);
    }
  });

  it('stores a photo marked by EXIF orientation 6 upright: width and height swapped, left side on top', async () => {
    const { status, body } = await send(await sidewaysJpeg(600, 400, 6), 'sideways.jpg');
    expect(status).toBe(201);
    expect({ width: body.width, height: body.height }).toEqual({ width: 400, height: 600 });
    const { bytes } = await download(body.url);
    const meta = await sharp(bytes).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({ width: 400, height: 600, orientation: undefined });
    // Turned a quarter clockwise, the red left half of the sensor is the top of the picture.
    const pixel = async (left: number, top: number) => [...(await sharp(bytes).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
    const [top, bottom] = [await pixel(200, 100), await pixel(200, 500)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it.each([
    ['a 4000 x 3000 photo: original capped at 2400 px, three variants', 4000, 3000, { width: 2400, height: 1800 }, [480, 960, 1600]],
    ['a 1200 x 800 photo: kept at its size, two variants', 1200, 800, { width: 1200, height: 800 }, [480, 960]],
    ['a 700 x 500 photo: only the 480 variant', 700, 500, { width: 700, height: 500 }, [480]],
    ['a 300 x 200 photo: no variant (never upscaled)', 300, 200, { width: 300, height: 200 }, []],
  ])('answers with size and WebP variants for %s', async (_label, width, height, size, widths) => {
    const { status, body } = await send(await photo(width, height), 'photo.jpg');
    expect(status).toBe(201);
    expect({ width: body.width, height: body.height }).toEqual(size);
    expect(body.variants.map((v) => v.width)).toEqual(widths);
    const original = await download(body.url);
    expect(original.type).toBe('image/jpeg');
    expect(original.bytes.length).toBe(body.size);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'jpeg', ...size });
    for (const variant of body.variants) {
      expect(variant.type).toBe('image/webp');
      const file = await download(variant.url);
      expect(file.type).toBe('image/webp');
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.width).toBeLessThanOrEqual(size.width);
      expect(meta.height).toBe(Math.round((variant.width * size.height) / size.width));
    }
  });

  it('keeps every frame of an animated GIF, in the original and in its variants', async () => {
    const { status, body } = await send(await animatedGif(600, 400, 3), 'rally.gif');
    expect(status).toBe(201);
    expect({ width: body.width, height: body.height }).toEqual({ width: 600, height: 400 });
    const original = await sharp((await download(body.url)).bytes).metadata();
    expect({ format: original.format, pages: original.pages }).toEqual({ format: 'gif', pages: 3 });
    expect(body.variants.map((v) => v.width)).toEqual([480]);
    const variant = await sharp((await download(body.variants[0]!.url)).bytes).metadata();
    expect({ format: variant.format, pages: variant.pages, width: variant.width }).toEqual({ format: 'webp', pages: 3, width: 480 });
  });

  it('refuses a decompression bomb (a small PNG of 20000 x 20000 pixels) with 413, quickly, and stores nothing', async () => {
    const bomb = await hugeFlatPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await stored();
    const started = Date.now();
    const { status, body } = await send(bomb, 'flat.png');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(status).toBe(413);
    expect(body.detail).toBe('Image dimensions exceed the 64-megapixel limit.');
    expect(body.errors).toEqual({ image: 'Image dimensions exceed the 64-megapixel limit.' });
    expect(await stored()).toBe(before);
  }, 30_000);

  it.each([
    ['a PNG whose chunks are well formed but whose pixels are not', async () => pngWithBrokenPixels(64, 64), 'broken.png'],
    ['a JPEG with garbage between its start and end markers', jpegWithGarbage, 'garbage.jpg'],
  ])('refuses %s with 415 and stores nothing', async (_label, make, name) => {
    const before = await stored();
    const { status, body } = await send(await make(), name);
    expect(status).toBe(415);
    expect(body.detail).toBe('Invalid file type. Please upload JPG, PNG, GIF, WEBP, or SVG files.');
    expect(await stored()).toBe(before);
  });

  it('answers an SVG with its size and no variants, stored as sanitized', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" fill="#d4e157"/></svg>';
    const { status, body } = await send(Buffer.from(svg), 'logo.svg');
    expect(status).toBe(201);
    expect({ width: body.width, height: body.height, variants: body.variants }).toEqual({ width: 120, height: 80, variants: [] });
    expect((await download(body.url)).bytes.toString('utf8')).toContain('fill="#d4e157"');
  });

  it('takes ten 4000 x 3000 photos at once and answers every one', async () => {
    const bytes = await photo(4000, 3000);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(bytes, `burst-${i}.jpg`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.filename)).size).toBe(10);
    expect(answers.every((a) => a.body.width === 2400 && a.body.variants.length === 3)).toBe(true);
  }, 120_000);
});
