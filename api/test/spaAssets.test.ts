import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { mountAssets } from '../src/site/mountSite.ts';

describe('the built site’s files in production', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Site</title>');
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
  const picture = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
  writeFileSync(path.join(dist, 'hero.svg'), picture);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const app = express();
  app.set('etag', 'strong');
  mountAssets(app, dist, 'https://pickleball.example');
  it('sends scripts Brotli-compressed, cached for a year, to browsers that accept Brotli', async () => {
    // Chromium's header: gzip listed first, all at the same q-value.
    const response = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    // The client decodes the body; the bytes on the wire are what Content-Length counts.
    expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 2);
    expect(response.text).toBe(script);
  });

  it('sends gzip to clients that accept only gzip, or prefer it', async () => {
    for (const accepted of ['gzip', 'br;q=0.5, gzip']) {
      const response = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', accepted);
      expect(response.headers['content-encoding']).toBe('gzip');
      // The client inflates the body; the bytes on the wire are what Content-Length counts.
      expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 2);
      expect(response.text).toBe(script);
    }
  });

  it('answers a repeat request with a matching ETag with 304', async () => {
    const first = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    const again = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').set('If-None-Match', String(first.headers.etag));
    expect(again.status).toBe(304);
  });

  it('sends the plain file to clients without gzip, and tiny files as they are', async () => {
    const plain = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
    const tiny = await request(app).get('/assets/tiny-abc123.js').set('Accept-Encoding', 'gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the text files at the root of the build too, revalidated hourly', async () => {
    const response = await request(app).get('/hero.svg').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(String(response.body)).toBe(picture);
  });

  it('serves a robots.txt that points crawlers at the sitemap and away from the back office', async () => {
    const response = await request(app).get('/robots.txt').set('Host', 'attacker.test');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.text).toContain('Disallow: /n4n4');
    // From SITE_URL, never from the request's Host.
    expect(response.text).toContain('Sitemap: https://pickleball.example/sitemap.xml');
  });

  it('still answers a missing asset with 404', async () => {
    const response = await request(app).get('/assets/missing-abc123.js').set('Accept-Encoding', 'gzip');
    expect(response.status).toBe(404);
  });
});
