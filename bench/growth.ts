import path from 'node:path';
import { childrenOf, residentBytes } from '../api/test/helpers/procfs.ts';
import { adminListPaths } from './adminQueries.ts';
import { seedDatabase } from './seed.ts';
import { signIn, startSite } from './server.ts';
import { int, ms, type Row } from './table.ts';

/** What one database size costs: seeding, start-up, memory, and reads that miss every cache. */
export interface GrowthFigures {
  posts: number;
  seedMs: number;
  /** Process start to the first 200 from /api/health. */
  startMs: number;
  /** Resident memory of the server process and of its FerretDB, after start and after the warm-up. */
  serverRss: { started: number; warm: number };
  databaseRss: { started: number; warm: number };
  /** Median of the public pages' first requests (cache misses) during the warm-up. */
  publicMissP50: number;
  /** Median of the admin list's requests (its five shapes, twice) after the warm-up. */
  adminListP50: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

async function timedGet(url: string, headers?: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Seeds `posts` posts into a fresh data directory, starts the production server on it, reads its
 * memory, warms it up the way visitors and the back office would (public pages, posts, feeds,
 * the admin list), reads its memory again, then stops it.
 */
export async function measureGrowth(workDir: string, webDist: string, posts: number): Promise<GrowthFigures> {
  const dataDir = path.join(workDir, `growth-${posts}`);
  const seeding = performance.now();
  const seeded = await seedDatabase(dataDir, posts);
  const seedMs = performance.now() - seeding;
  const site = await startSite({ dataDir, webDist, logFile: path.join(workDir, `growth-${posts}.log`) });
  const pid = site.child.process.pid!;
  const memory = () => ({ server: residentBytes(pid), database: childrenOf(pid).reduce((sum, child) => sum + residentBytes(child), 0) });
  try {
    const started = memory();
    const misses: number[] = [];
    const first = performance.now();
    const listed = (await (await fetch(`${site.url}/api/public/posts?page=2`)).json()) as { items: { slug: string }[]; totalPages: number };
    misses.push(performance.now() - first);
    const last = listed.totalPages;
    const pages = ['/', '/blog', '/blog?page=2', `/blog?page=${Math.ceil(last / 2)}`, `/blog?page=${last}`, '/rss.xml', '/sitemap.xml', `/blog/${seeded.publishedSlug}`];
    for (const post of listed.items) pages.push(`/blog/${post.slug}`);
    for (const page of pages) misses.push(await timedGet(`${site.url}${page}`));
    const cookie = await signIn(site.url);
    const adminTimes: number[] = [];
    for (let round = 0; round < 2; round += 1) for (const p of adminListPaths(seeded.total)) adminTimes.push(await timedGet(`${site.url}${p}`, { Cookie: cookie }));
    const warm = memory();
    return {
      posts: seeded.total,
      seedMs,
      startMs: site.startMs,
      serverRss: { started: started.server, warm: warm.server },
      databaseRss: { started: started.database, warm: warm.database },
      publicMissP50: median(misses),
      adminListP50: median(adminTimes),
    };
  } finally {
    await site.child.stop();
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** One row per size, side by side in the table: start-up, memory, and the reads that grow with the posts. */
export function growthRows(figures: GrowthFigures[]): Row[] {
  return figures.map((f) => ({
    measure: `Growth, ${int(f.posts)} posts: start-up, server RSS after start -> after warm-up (+ FerretDB), uncached public page p50, admin list p50`,
    result: `start ${ms(f.startMs)}, RSS ${mb(f.serverRss.started)} -> ${mb(f.serverRss.warm)} (+ ${mb(f.databaseRss.started)} -> ${mb(f.databaseRss.warm)}), public miss ${ms(f.publicMissP50)}, admin list ${ms(f.adminListP50)} (seeded in ${(f.seedMs / 1000).toFixed(1)} s)`,
    target: 'reported',
  }));
}
