import { load, snapshot, type LoadFigures } from './apiLoad.ts';
import { withBareServer, type BareRoute } from './bareServer.ts';
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
  return withBareServer(workDir, routes, async (bareUrl) => {
    const rows: Row[] = [];
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
    return rows;
  });
}
