/**
 * The baseline: a bare `node:http` server in a process of its own, answering fixed paths with
 * bytes held in memory (the same bodies, content types and ETags the API sent), and 304 to a
 * matching If-None-Match. Run as `node --import tsx bench/bareServer.ts <routes.json>` with PORT set.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { freePort } from '../api/src/db/ports.ts';
import { startChild, waitForHttp } from './processes.ts';

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

/** Runs `use` beside the baseline, started in a process of its own holding `routes` (from apiLoad's `snapshot`). */
export async function withBareServer<T>(workDir: string, routes: Record<string, BareRoute>, use: (url: string) => Promise<T>): Promise<T> {
  const routesFile = path.join(workDir, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const port = await freePort();
  const bare = startChild('bare server', process.execPath, ['--import', 'tsx', path.resolve('bench/bareServer.ts'), routesFile], {
    env: { PORT: String(port) },
    logFile: path.join(workDir, 'bare.log'),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}${Object.keys(routes)[0]}`, bare);
    return await use(url);
  } finally {
    await bare.stop();
  }
}

if (process.argv[2] && process.env.PORT) serve(process.argv[2], Number(process.env.PORT));
