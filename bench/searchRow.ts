/**
 * The site search rows alone, set up as `make bench` sets them up (10,000 seeded posts, the
 * production server, 10,000 imported courts), plus the CPU each query costs as a miss: for
 * working on search without the whole bench. `tsx bench/searchRow.ts` (`make build` first);
 * BENCH_SMALL=1 for a few hundred posts; BENCH_KEEP=1 keeps the work directory (the server's log).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './apiLoad.ts';
import { seedCourts } from './courts.ts';
import { machine } from './machine.ts';
import { siteSearchRows } from './search.ts';
import { measureSearchCpu } from './searchCpu.ts';
import { seedDatabase } from './seed.ts';
import { signIn, startSite } from './server.ts';
import { formatTable, int, ms, type Row } from './table.ts';

const small = process.env.BENCH_SMALL === '1';
const POSTS = small ? 300 : 10_000;
const COURTS = small ? 1_000 : 10_000;
const SECONDS = small ? 2 : 10;

const step = (text: string) => console.error(`[bench] ${text}`);

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pickleball-bench-search-'));
  try {
    step(`seeding ${POSTS} posts`);
    const seeded = await seedDatabase(path.join(workDir, 'data'), POSTS);
    const site = await startSite({ dataDir: path.join(workDir, 'data'), webDist: path.resolve(process.env.WEB_DIST ?? 'web/dist'), logFile: path.join(workDir, 'server.log') });
    const rows: Row[] = [];
    try {
      // As in `make bench`, where the landing's rows run first: the server has built its search index before the sign-in.
      step('waiting for the search index built at start');
      for (const started = performance.now(); (await fetch(`${site.url}/api/public/search?q=warm`).catch(() => undefined))?.status !== 200; ) {
        if (performance.now() - started > 300_000) throw new Error('site search did not answer within 5 minutes');
      }
      step(`importing ${COURTS} courts`);
      await seedCourts(site.url, await signIn(site.url), COURTS);
      step('site search under load');
      rows.push(...(await siteSearchRows(site.url, SECONDS, seeded.total)));
      // The same connections on one query answered from the cache: what this machine's load alone costs.
      const hits = await load({ url: `${site.url}/api/public/search`, seconds: SECONDS, connections: 20, expectStatus: 200, requests: [{ method: 'GET', path: '/api/public/search?q=dink' }] });
      rows.push({ measure: 'Same, one cached query only (every answer from the cache): the machine\'s floor', result: `${int(hits.rps)} rps, p50 ${ms(hits.p50)}, p99 ${ms(hits.p99)}, ${int(hits.bad)} errors`, target: 'reported' });
    } finally {
      await site.child.stop();
    }
    step('CPU per query as a cache miss');
    const cpu = await measureSearchCpu(POSTS, COURTS);
    rows.push({ measure: 'Site search: CPU of one query as a cache miss (64 queries, in-process)', result: `p50 ${cpu.p50.toFixed(1)} ms, max ${cpu.max.toFixed(1)} ms, all 64 ${ms(cpu.total)}`, target: 'reported' });
    console.log(machine());
    console.log(formatTable(rows));
  } finally {
    if (process.env.BENCH_KEEP === '1') step(`kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
