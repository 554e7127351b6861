import { createRequire } from 'node:module';
import path from 'node:path';
import type { Express } from 'express';
import { OPENAPI_PATH } from '../http/operations.ts';

const require = createRequire(import.meta.url);
const REDOC_BUNDLE = path.join(path.dirname(require.resolve('redoc/package.json')), 'bundles', 'redoc.standalone.js');

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pickleball Hub API reference</title>
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="/api/openapi.yaml"></redoc>
<script src="/api/docs/redoc.standalone.js"></script>
</body>
</html>`;

/** The contract for API consumers: the YAML itself and a reference page that works offline. */
export function mountContractDocs(app: Express): void {
  app.get('/api/openapi.yaml', (_req, res) => {
    res.type('application/yaml').sendFile(OPENAPI_PATH);
  });
  app.get('/api/docs', (_req, res) => {
    // Redoc renders with inline styles and a blob: worker.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:",
    );
    res.type('html').send(DOCS_PAGE);
  });
  app.get('/api/docs/redoc.standalone.js', (_req, res) => {
    res.sendFile(REDOC_BUNDLE, { maxAge: '1d' });
  });
}
