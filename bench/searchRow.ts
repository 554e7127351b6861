/**
 * The site search rows alone, set up as `make bench` sets them up (10,000 seeded posts, the
 * production server, 10,000 imported courts): for working on search without the whole bench. `tsx bench/searchRow.ts` (`make build` first);
 * BENCH_SMALL=1 for a few hundred posts; BENCH_KEEP=1 keeps the work directory (the server's log).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedCourts } from './courts.ts';
import { machine } from './machine.ts';
import { siteSearchRows } from './search.ts';
import { seedDatabase } from './seed.ts';
import { signIn, startSite } from './server.ts';
import { smoke as small } from './smoke.ts';
import { step } from './step.ts';
import { formatTable, type Row } from './table.ts';

const POSTS = small ? 300 : 10_000;
const COURTS = small ? 1_000 : 10_000;
const SECONDS = small ? 2 : 10;


/** A sign-in on a loaded machine now and then stays silent past the server's 30-second socket idle limit: three tries. */
async function signInRetrying(url: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signIn(url);
    } catch (error) {
      if (attempt === 3) throw error;
      step(`sign-in failed (${String(error)}), trying again`);
    }
  }
}

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
      await seedCourts(site.url, await signInRetrying(site.url), COURTS);
      step('site search under load');
      rows.push(...(await siteSearchRows(site.url, SECONDS, seeded.total, COURTS)));
    } finally {
      await site.child.stop();
    }
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
