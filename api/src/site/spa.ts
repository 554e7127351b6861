import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for any GET the API did not claim, so client-side routes load on refresh.
 */
export function mountSpa(app: Express, webDist: string): void {
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The web build is missing (${indexHtml}); run \`npm run build\` first.`);
  }
  app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
