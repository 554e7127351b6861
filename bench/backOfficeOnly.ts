/**
 * Only the back office rows of `make bench`, for working on them:
 * `tsx bench/backOfficeOnly.ts` seeds BENCH_POSTS posts (10,000 by default, as `make bench`),
 * serves the production build (`make build` first), reads the admin list once (as the bench's
 * earlier rows do) and runs BENCH_VISITS first visits (5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backOfficeRows } from './backOffice.ts';
import { seedDatabase } from './seed.ts';
import { signIn, startSite } from './server.ts';
import { formatTable } from './table.ts';

const posts = Number(process.env.BENCH_POSTS ?? 10_000);
const visits = Number(process.env.BENCH_VISITS ?? 5);

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pickleball-bench-'));
  try {
    await seedDatabase(path.join(workDir, 'data'), posts);
    const site = await startSite({ dataDir: path.join(workDir, 'data'), webDist: path.resolve(process.env.WEB_DIST ?? 'web/dist'), logFile: path.join(workDir, 'server.log') });
    try {
      // As in `make bench`, where the admin list's load run comes first: the server has answered it before.
      await (await fetch(`${site.url}/api/blog/posts?range=[0,9]`, { headers: { Cookie: await signIn(site.url) } })).arrayBuffer();
      console.log(formatTable(await backOfficeRows(site.url, visits, 'Erne')));
    } finally {
      await site.child.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
