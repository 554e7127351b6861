/**
 * Only the analytics rows of `make bench`, for working on them (`make build` first):
 * `tsx bench/analyticsOnly.ts` measures the Analytics API over BENCH_DAYS days (90) of BENCH_PAGES
 * pages (10,000), then public pages counted vs not over BENCH_POSTS seeded posts (10,000), with
 * BENCH_SECONDS-second runs (10). BENCH_ROWS=api or counting runs one of the two.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareCounting, measureAnalyticsApi } from './analytics.ts';
import { seedDatabase } from './seed.ts';
import { startSite } from './server.ts';
import { formatTable, type Row } from './table.ts';

const days = Number(process.env.BENCH_DAYS ?? 90);
const pages = Number(process.env.BENCH_PAGES ?? 10_000);
const posts = Number(process.env.BENCH_POSTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ROWS;

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pickleball-bench-'));
  const webDist = path.resolve(process.env.WEB_DIST ?? 'web/dist');
  const rows: Row[] = [];
  try {
    if (only !== 'counting') {
      rows.push(...(await measureAnalyticsApi(workDir, webDist, days, pages, seconds)));
      console.log(formatTable(rows.splice(0)));
    }
    if (only !== 'api') {
      const seeded = await seedDatabase(path.join(workDir, 'data'), posts);
      const site = await startSite({ dataDir: path.join(workDir, 'data'), webDist, logFile: path.join(workDir, 'server.log') });
      try {
        rows.push(...(await compareCounting(site.url, ['/', `/blog/${seeded.publishedSlug}`], seconds, site.child.process.pid)));
      } finally {
        await site.child.stop();
      }
    }
    console.log(formatTable(rows));
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`kept ${workDir}`);
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
