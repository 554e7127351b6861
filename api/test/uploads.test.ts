import mongoose from 'mongoose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../common/constants.ts';
import { makeGif, makePng, upload } from './helpers/images.ts';
import { useTestApp } from './helpers/testApp.ts';

const stored = () => mongoose.connection.db!.collection('uploads.files').countDocuments();

describe('image uploads', () => {
  const app = useTestApp();
  const send = (bytes: Buffer, name: string, type = 'application/octet-stream', field = 'image') => upload(app.url, app.cookie, [{ field, name, type, bytes }]);

  it('stores a PNG (re-encoded without metadata) and serves it back with its type, nosniff and a long cache', async () => {
    const png = makePng(3, 2);
    const { status, body } = await send(png, 'court.png', 'image/png');
    expect(status).toBe(201);
    expect(body).toEqual({ url: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/), filename: expect.stringMatching(/\.png$/), originalname: 'court.png', size: expect.any(Number), width: 3, height: 2, variants: [] });
    const served = await fetch(app.url + String(body.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(body.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with 413 and the spec text', async () => {
    const before = await stored();
    expect((await send(makePng(1, 1, IMAGE_UPLOAD_MAX_BYTES), 'big.png')).status).toBe(201);
    const tooBig = await send(makePng(1, 1, IMAGE_UPLOAD_MAX_BYTES + 1), 'huge.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toBe('File size exceeds 5MB limit.');
    expect(await stored()).toBe(before + 1);
  });

  it.each([
    ['an HTML file named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png'],
    ['a text file', Buffer.from('just some text'), 'notes.jpg', 'image/jpeg'],
    ['zero bytes', Buffer.alloc(0), 'empty.png', 'image/png'],
    ['a GIF/JS polyglot', Buffer.concat([makeGif(), Buffer.from('*/=1;alert(document.cookie);//')]), 'x.gif', 'image/gif'],
    ['a truncated PNG', makePng(4, 4).subarray(0, 40), 'cut.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, name, type) => {
    const before = await stored();
    const { status, body } = await send(bytes, name, type);
    expect(status).toBe(415);
    expect(body.detail).toBe('Invalid file type. Please upload JPG, PNG, GIF, WEBP, or SVG files.');
    expect(await stored()).toBe(before);
  });

  it('decides the type from the bytes: a PNG named .svg is stored as a PNG', async () => {
    const { status, body } = await send(makePng(), 'sneaky.svg', 'image/svg+xml');
    expect(status).toBe(201);
    expect(String(body.filename)).toMatch(/\.png$/);
  });

  it('stores an SVG without scripts, event handlers or external references', async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(2)</script><circle cx="5" cy="5" r="4" fill="url(https://evil.example/x)" onclick="x()"/>
      <use xlink:href="https://evil.example/sprite.svg#a"/><use href="#local"/><foreignObject><iframe src="x"/></foreignObject>
      <rect id="local" width="2" height="2" fill="#d4e157"/></svg>`;
    const { status, body } = await send(Buffer.from(svg), 'logo.svg', 'image/svg+xml');
    expect(status).toBe(201);
    const served = await fetch(app.url + String(body.url));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    const text = await served.text();
    expect(text).toContain('<circle cx="5" cy="5" r="4"');
    expect(text).toContain('<use href="#local"');
    expect(text).toContain('fill="#d4e157"');
    for (const banned of ['script', 'onload', 'onclick', 'evil.example', 'foreignObject', 'iframe']) expect(text).not.toContain(banned);
  });

  it('refuses two files, a wrong field name and a non-multipart body with 400', async () => {
    const before = await stored();
    const two = await upload(app.url, app.cookie, [
      { field: 'image', name: 'a.png', type: 'image/png', bytes: makePng() },
      { field: 'image', name: 'b.png', type: 'image/png', bytes: makePng() },
    ]);
    expect(two.status).toBe(400);
    expect((await send(makePng(), 'a.png', 'image/png', 'photo')).status).toBe(400);
    const json = await fetch(`${app.url}/api/upload/image`, { method: 'POST', headers: { Cookie: app.cookie, 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect(await stored()).toBe(before);
  });

  it('refuses a truncated multipart body with 400 and stores nothing', async () => {
    const before = await stored();
    const boundary = 'XyZ123';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${makePng().toString('latin1').slice(0, 20)}`;
    const response = await fetch(`${app.url}/api/upload/image`, {
      method: 'POST',
      headers: { Cookie: app.cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.from(body, 'latin1'),
    });
    expect(response.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('answers 404 for an image that does not exist or a path with an encoded slash, and 400 for a malformed name', async () => {
    expect((await fetch(`${app.url}/api/uploads/000000000000000000000000.png`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/uploads/..%2Fsecret.png`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/uploads/secret.png`)).status).toBe(400);
  });
});
