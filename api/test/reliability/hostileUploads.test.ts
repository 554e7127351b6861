import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { makeGif, makePng, pngChunk, upload } from '../helpers/images.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** uploads.test.ts covers the list; these are further polyglots and SVG tricks. */
const stored = () => mongoose.connection.db!.collection('uploads.files').countDocuments();

/** A real PNG with an extra chunk inserted before IEND. */
function pngWith(type: string, data: Buffer): Buffer {
  const png = makePng();
  return Buffer.concat([png.subarray(0, png.length - 12), pngChunk(type, data), png.subarray(png.length - 12)]);
}

/** A real GIF with a comment extension (0x21 0xFE) before the trailer. */
function gifWithComment(text: string): Buffer {
  const gif = makeGif();
  const body = Buffer.from(text, 'latin1');
  const blocks: Buffer[] = [];
  for (let i = 0; i < body.length; i += 255) {
    const part = body.subarray(i, i + 255);
    blocks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat([gif.subarray(0, gif.length - 1), Buffer.from([0x21, 0xfe]), ...blocks, Buffer.from([0x00, 0x3b])]);
}

const SCRIPT = '<script>alert(document.cookie)</script>';
const REFUSED = 'Invalid file type. Please upload JPG, PNG, GIF, WEBP, or SVG files.';

describe('hostile uploads: polyglots and SVG tricks', () => {
  const app = useTestApp();
  const send = (bytes: Buffer, name: string, type: string) => upload(app.url, app.cookie, [{ field: 'image', name, type, bytes }]);

  it.each([
    ['GIF89a followed by JavaScript (a file that is also a script)', Buffer.from(`GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(1);//`, 'latin1'), 'x.gif'],
    ['a whole PNG with HTML after IEND', Buffer.concat([makePng(), Buffer.from(`<html>${SCRIPT}</html>`)]), 'x.png'],
    ['a whole GIF with JavaScript after the trailer', Buffer.concat([makeGif(), Buffer.from('\n;alert(1)')]), 'x.gif'],
    ['a PNG signature with HTML for the rest', Buffer.concat([makePng().subarray(0, 8), Buffer.from(`<html>${SCRIPT}</html>`)]), 'x.png'],
    ['a WEBP header whose size does not match', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]), 'x.webp'],
    ['a PDF named .jpg', Buffer.from('%PDF-1.4\n1 0 obj<</JS (app.alert(1))>>endobj\n%%EOF'), 'x.jpg'],
    ['HTML that mentions <svg> named .svg', Buffer.from(`<!doctype html><html><body><svg onload="alert(1)"></svg>${SCRIPT}</body></html>`), 'x.svg'],
    ['a JavaScript file named .svg', Buffer.from('alert(1); // <svg>'), 'x.svg'],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, name) => {
    const before = await stored();
    const { status, body } = await send(bytes, name, 'image/png');
    expect(status).toBe(415);
    expect(body.detail).toBe(REFUSED);
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a PNG carrying a script in a text chunk', pngWith('tEXt', Buffer.from(`Comment\0${SCRIPT}`)), 'image/png'],
    ['a GIF carrying a script in a comment block', gifWithComment(SCRIPT), 'image/gif'],
  ])('stores %s only as an image, without the script: served with its image type, nosniff and a sandboxing CSP', async (_label, bytes, type) => {
    const { status, body } = await send(bytes, 'picture', 'text/html');
    expect(status).toBe(201);
    const served = await fetch(app.url + String(body.url));
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy') ?? '').toMatch(/script-src|default-src/);
    // Re-encoding leaves text chunks and comment blocks behind.
    expect(Buffer.from(await served.arrayBuffer()).toString('latin1')).not.toContain('<script');
  });

  it.each([
    ['javascript: links and animations that set them', `<a href="javascript:alert(1)"><rect width="5" height="5"/></a><a xlink:href="javascript:alert(2)"><circle r="1"/></a><animate attributeName="href" to="javascript:alert(3)"/><set attributeName="xlink:href" to="javascript:alert(4)"/>`, ['javascript', 'animate', '<set']],
    ['data: and external references', `<image href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="/><image xlink:href="https://evil.example/track.png"/><use href="https://evil.example/s.svg#x"/>`, ['data:', 'evil.example']],
    ['styles that import or fetch', `<style>@import url(https://evil.example/x.css); rect { fill: url(https://evil.example/p) }</style><rect style="fill:url(https://evil.example/q)" width="1" height="1"/>`, ['evil.example', '@import']],
    ['event handlers in odd case and on odd elements', `<g ONLOAD="alert(1)" onMouseOver="alert(2)"><title onfocusin="alert(3)">t</title></g><rect width="1" height="1" onbegin="alert(4)"/>`, ['onload', 'onmouseover', 'onfocusin', 'onbegin', 'alert']],
    ['embedded HTML', `<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"></iframe><img src=x onerror=alert(2)></body></foreignObject>`, ['foreignobject', 'iframe', 'onerror', 'alert']],
  ])('stores an SVG with %s sanitized', async (_label, inner, banned) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}<rect id="kept" width="3" height="3" fill="#00ff00"/></svg>`;
    const { status, body } = await send(Buffer.from(svg), 'art.svg', 'image/svg+xml');
    expect(status).toBe(201);
    const served = await fetch(app.url + String(body.url));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    const text = (await served.text()).toLowerCase();
    expect(text).toContain('id="kept"');
    for (const word of banned) expect(text).not.toContain(word.toLowerCase());
  });

  it('refuses an image sent with an extra form field with 400 and stores nothing (found by schemathesis)', async () => {
    const before = await stored();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(makePng())], { type: 'image/png' }), 'a.png');
    form.append('x-schemathesis-unknown-property', '42');
    const response = await fetch(`${app.url}/api/upload/image`, { method: 'POST', body: form, headers: { Cookie: app.cookie } });
    expect(response.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('answers a form field named __proto__ with a complete problem document (it had no detail)', async () => {
    const before = await stored();
    const png = makePng().toString('latin1');
    const body = `--B\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${png}\r\n--B\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--B--\r\n`;
    const response = await fetch(`${app.url}/api/upload/image`, {
      method: 'POST',
      headers: { Cookie: app.cookie, 'Content-Type': 'multipart/form-data; boundary=B' },
      body: Buffer.from(body, 'latin1'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, detail: expect.any(String), message: expect.any(String) });
    expect(await stored()).toBe(before);
  });

  it('does not expand XML entities: an external entity and a billion laughs are refused or stored without them, quickly', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&secret;</text></svg>`;
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&g;</text></svg>`;
    for (const svg of [xxe, laughs]) {
      const started = Date.now();
      const { status, body } = await send(Buffer.from(svg), 'entity.svg', 'image/svg+xml');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect([201, 415]).toContain(status);
      if (status === 201) {
        const text = await (await fetch(app.url + String(body.url))).text();
        expect(text).not.toMatch(/root:|hahaha|<!ENTITY|file:/);
        expect(text.length).toBeLessThan(svg.length);
      }
    }
  });
});
