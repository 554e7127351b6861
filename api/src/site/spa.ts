import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { gzippedAssets } from './compressedAssets.ts';
import { htmlDocument } from './htmlDocument.ts';
import { robotsTxt } from './robots.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year (gzipped for clients that accept it),
 * everything else revalidated, and index.html for any GET the API did not claim, so client-side
 * routes load on refresh. `/` gets landing.html instead when the build prerendered it (the same
 * shell with the landing's markup and styles inside). A robots.txt in the build wins over the
 * generated one.
 */
export function mountSpa(app: Express, webDist: string): void {
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The web build is missing (${indexHtml}); run \`npm run build\` first.`);
  }
  app.use('/assets', gzippedAssets(path.join(webDist, 'assets'), IMMUTABLE));
  app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  app.use(gzippedAssets(webDist, 'public, max-age=3600'));
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get('/robots.txt', robotsTxt);
  const landingHtml = path.join(webDist, 'landing.html');
  const shell = htmlDocument(indexHtml);
  app.get('/', existsSync(landingHtml) ? htmlDocument(landingHtml) : shell);
  app.get('/{*path}', shell);
}
