import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../api/src/db/ports.ts';
import { load, snapshot, type LoadFigures } from './apiLoad.ts';
import type { BareRoute } from './bareServer.ts';
import { startChild, waitForHttp } from './processes.ts';
import { warmUp } from './smoke.ts';
import { int, ms, type Row } from './table.ts';

const CONNECTIONS = 20;

const figures = (f: LoadFigures) => `${int(f.rps)} rps, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, ${int(f.bad)} errors`;

/**
 * Each public read against the API and against a bare node:http server (own process) holding
 * the same bytes, one after the other in the same run: plain GETs (200) and revalidations with
 * If-None-Match (304).
 */
export async function comparePublicReads(siteUrl: string, workDir: string, paths: string[], seconds: number): Promise<Row[]> {
  const routes: Record<string, BareRoute> = {};
  for (const p of paths) routes[p] = await snapshot(`${siteUrl}${p}`);
  const routesFile = path.join(workDir, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const port = await freePort();
  const bare = startChild('bare server', process.execPath, ['--import', 'tsx', path.resolve('bench/bareServer.ts'), routesFile], {
    env: { PORT: String(port) },
    logFile: path.join(workDir, 'bare.log'),
  });
  const bareUrl = `http://127.0.0.1:${port}`;
  const rows: Row[] = [];
  try {
    await waitForHttp(`${bareUrl}${paths[0]}`, bare);
    for (const p of paths) {
      for (const conditional of [false, true]) {
        const headers = conditional ? { 'If-None-Match': routes[p]!.etag } : undefined;
        const run = (base: string, s: number) => load({ url: `${base}${p}`, seconds: s, connections: CONNECTIONS, headers, expectStatus: conditional ? 304 : 200 });
        await warmUp((s) => run(bareUrl, s));
        const baseline = await run(bareUrl, seconds);
        await warmUp((s) => run(siteUrl, s));
        const api = await run(siteUrl, seconds);
        rows.push({
          measure: `GET ${p}${conditional ? ' If-None-Match (304)' : ' (200)'}, ${CONNECTIONS} conn`,
          result: `api ${figures(api)} | bare ${figures(baseline)} | ${Math.round((100 * api.rps) / Math.max(baseline.rps, 1))}% of bare`,
          target: '>= 50% of bare rps, 0 errors',
          pass: api.rps >= baseline.rps / 2 && api.bad === 0 && api.requests > 0,
        });
      }
    }
  } finally {
    await bare.stop();
  }
  return rows;
}
