/**
 * The baseline: a bare `node:http` server in a process of its own, answering fixed paths with
 * bytes held in memory (the same bodies, content types and ETags the API sent), and 304 to a
 * matching If-None-Match. Run as `node --import tsx bench/bareServer.ts <routes.json>` with PORT set.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface BareRoute {
  contentType: string;
  etag: string;
  /** base64 */
  body: string;
}

function serve(file: string, port: number): void {
  const routes = new Map(
    Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, BareRoute>).map(([path, route]) => [path, { ...route, bytes: Buffer.from(route.body, 'base64') }]),
  );
  createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    const headers = { 'Content-Type': route.contentType, ETag: route.etag, 'Cache-Control': 'public, max-age=0, must-revalidate' };
    if (req.headers['if-none-match'] === route.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': route.bytes.length }).end(route.bytes);
  }).listen(port, '127.0.0.1');
}

if (process.argv[2] && process.env.PORT) serve(process.argv[2], Number(process.env.PORT));
