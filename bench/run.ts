/**
 * `make bench`: seeds the embedded database, serves the production build with the real server,
 * and measures the landing page, the API under load and the back office, then how start-up and
 * memory grow with the posts (fresh servers at 10,000 and 50,000). Prints one table, and a full
 * run also writes it to bench/RESULTS.md.
 * BENCH_SMALL=1 (`make bench-smoke`) runs the same steps on a few hundred posts (one growth row,
 * at 300: a fresh server, so the step stays short) with short runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './apiLoad.ts';
import { backOfficeRows } from './backOffice.ts';
import { launchBrowser, startDebuggableChromium } from './browser.ts';
import { loadCourtSearch, seedCourts } from './courts.ts';
import { measureLanding } from './landing.ts';
import { missFlood } from './missFlood.ts';
import { measureNewsletter } from './newsletter.ts';
import { runLighthouse, warmBrowser, type Category } from './lighthouse.ts';
import { machine, waitForQuiet } from './machine.ts';
import { openAndSave, spreadIds } from './onePost.ts';
import { comparePublicReads } from './publicReads.ts';
import { seedDatabase } from './seed.ts';
import { siteSearchRows } from './search.ts';
import { signIn, startSite } from './server.ts';
import { measureSignIn } from './signIn.ts';
import { adminListPaths } from './adminQueries.ts';
import { compareCounting, measureAnalyticsApi } from './analytics.ts';
import { measureAnalyticsFlood } from './analyticsFlood.ts';
import { COMMENTS, measureComments } from './comments.ts';
import { COURTS as EVENT_COURTS, measureEvents, WEEKS as EVENT_WEEKS } from './events.ts';
import { GEAR_PRODUCTS, measureGear } from './gear.ts';
import { measureImporting } from './importing.ts';
import { growthRows, measureGrowth, type GrowthFigures } from './growth.ts';
import { smoke as small } from './smoke.ts';
import { step } from './step.ts';
import { RESULTS_FILE, writeResults } from './results.ts';
import { formatTable, int, kb, ms, type Row } from './table.ts';
import { measureUploads } from './uploads.ts';
import { countStored, sustainedWrites, type WriteFigures } from './writes.ts';

const POSTS = small ? 300 : 10_000;
const SECONDS = small ? 1 : 10;
const LIGHTHOUSE_PAGES = small ? 1 : 3;
const LIGHTHOUSE_RUNS = small ? 1 : 3;
const SEARCH_TERM = 'Erne';
const ONE_POST_SAMPLES = small ? 3 : 10;
/** First visits to the back office, each in a fresh browser context (empty cache); the rows give their median. */
const BACK_OFFICE_VISITS = small ? 1 : 5;
/** The landing, a post and the blog, server-rendered: full marks, and the first paint from the HTML alone within this. */
const LIGHTHOUSE_TARGETS: Record<Category, number> = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const FCP_TARGET_MS = 1200;
const COURTS = small ? 200 : 10_000;
/** The database sizes of the growth rows: how start-up, memory and uncached reads grow with the posts. */
const GROWTH_SIZES = small ? [300] : [10_000, 50_000];
/** The Analytics screen's API is measured over this many days of this many pages. */
const ANALYTICS_DAYS = small ? 3 : 90;
const ANALYTICS_PAGES = small ? 60 : 10_000;
const NEWSLETTER_SUBSCRIBERS = small ? 40 : 5000;

const rows: Row[] = [];
const notes: string[] = [];

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pickleball-bench-'));
  const webDist = path.resolve(process.env.WEB_DIST ?? 'web/dist');
  step(`work dir ${workDir}; seeding ${POSTS} posts`);
  const seeded = await seedDatabase(path.join(workDir, 'data'), POSTS);
  step('starting the production server');
  const site = await startSite({ dataDir: path.join(workDir, 'data'), webDist, logFile: path.join(workDir, 'server.log') });
  let growthAt = -1;
  let writes: WriteFigures | undefined;
  try {
    await landingPage(site.url, workDir, seeded.publishedSlug);
    await courtSearch(site.url);
    step('site search under load, and the memory of its index');
    rows.push(...(await siteSearchRows(site.url, SECONDS, seeded.total, COURTS)));
    step('public reads under load, beside a bare node:http server');
    rows.push(...(await comparePublicReads(site.url, workDir, ['/api/public/posts', `/api/public/posts/${seeded.publishedSlug}`, `/blog/${seeded.publishedSlug}`, '/blog'], SECONDS)));
    step('public pages counted as views vs not counted');
    rows.push(...(await compareCounting(site.url, ['/', `/blog/${seeded.publishedSlug}`], SECONDS, site.child.process.pid)));
    step('a flood of missing slugs and pages beside a reader of a real post');
    rows.push(await missFlood(site.url, `/blog/${seeded.publishedSlug}`, SECONDS, seeded.total));
    const cookie = await signIn(site.url);
    await adminList(site.url, cookie, seeded.total);
    growthAt = rows.length;
    await onePost(site.url, cookie, seeded.total);
    step('uploads: a 4000 x 3000 JPEG one at a time, then ten at once');
    rows.push(...(await measureUploads(site.url, cookie, site.child.process.pid!, small ? 3 : 7)));
    step('sustained writes');
    writes = await sustainedWrites(site.url, cookie, SECONDS, 10);
    await backOffice(site.url);
    // Last on this server: sign-ins still in flight when the load stops count as failed attempts,
    // and they would hold the address at the sign-in limit for the rest of its window.
    step('sign-ins with argon2id, 10 at once');
    rows.push(await measureSignIn(site.url, SECONDS));
  } finally {
    await site.child.stop();
  }
  const growth: GrowthFigures[] = [];
  for (const size of GROWTH_SIZES) {
    step(`growth: seeding ${size} posts, start-up and memory of a fresh server`);
    growth.push(await measureGrowth(workDir, webDist, size));
  }
  step(`analytics API over ${ANALYTICS_DAYS} days of ${ANALYTICS_PAGES} pages, on a fresh server`);
  rows.push(...(await measureAnalyticsApi(workDir, webDist, ANALYTICS_DAYS, ANALYTICS_PAGES, SECONDS)));
  step('analytics: one address floods the page-view counter, on a fresh server');
  rows.push(...(await measureAnalyticsFlood(workDir, webDist)));
  step(`events: ${EVENT_WEEKS} weeks of sessions at ${EVENT_COURTS} courts, on a fresh server`);
  rows.push(...(await measureEvents(workDir, webDist)));
  step(`gear: ${int(GEAR_PRODUCTS)} paddles, the chart under every filter and a comparison, on a fresh server`);
  rows.push(...(await measureGear(workDir, webDist)));
  step('moving in: a WordPress export with its uploads, imported on a fresh server');
  rows.push(...(await measureImporting(workDir, webDist)));
  step(`comments: a post with ${COMMENTS} comments, and members posting, on a fresh server`);
  rows.push(...(await measureComments(workDir, webDist)));
  // Beside the public reads and the admin list they put in context.
  rows.splice(growthAt < 0 ? rows.length : growthAt, 0, ...growthRows(growth));
  step(`newsletter: one issue to ${int(NEWSLETTER_SUBSCRIBERS)} subscribers through a local SMTP sink`);
  rows.push(...(await measureNewsletter(workDir, NEWSLETTER_SUBSCRIBERS)));
  if (writes) {
    step('reading the acknowledged writes back from the database');
    const stored = await countStored(path.join(workDir, 'data'), writes.acknowledged);
    rows.push({
      measure: `POST /api/blog/posts for ${SECONDS} s, 10 conn`,
      result: `${int(writes.acknowledged.size)} acknowledged (${int(writes.rps)}/s, p99 ${ms(writes.p99)}), ${int(stored)} found in the database after shutdown, ${int(writes.bad)} errors`,
      target: 'every acknowledged write readable, 0 errors',
      pass: writes.acknowledged.size > 0 && stored === writes.acknowledged.size && writes.bad === 0,
    });
  }
  const report = { heading: `Performance: ${small ? 'SMOKE run (BENCH_SMALL=1, not a measurement)' : 'full run'}, ${int(seeded.total)} posts seeded, ${SECONDS} s load runs`, machine: machine(), table: formatTable(rows), notes };
  console.log(`\n${report.heading}`);
  console.log(report.machine);
  console.log(report.table);
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  // The smoke run measures nothing, so only a full run replaces the recorded figures.
  if (!small) {
    writeResults(report);
    step(`figures written to ${RESULTS_FILE}`);
  }
  if (process.env.BENCH_KEEP !== '1') rmSync(workDir, { recursive: true, force: true });
}

async function landingPage(url: string, workDir: string, slug: string): Promise<void> {
  step('first-load JavaScript of the landing and a post page');
  const browser = await launchBrowser();
  try {
    for (const [name, page] of [['Landing', '/'], ['Post', `/blog/${slug}`]] as const) {
      const landing = await measureLanding(browser, `${url}${page}`);
      const encodings = [...new Set(landing.scripts.map((s) => s.encoding))].join(', ');
      rows.push({
        measure: `${name} ${page} : JS transferred, first load (compressed bodies)`,
        result: `${int(landing.bodyBytes)} B in ${landing.scripts.length} scripts (${encodings}), + ${kb(landing.headerBytes)} headers`,
        target: '<= 120,000 B',
        pass: landing.bodyBytes <= 120_000,
      });
      rows.push({ measure: `${name} ${page} : react-admin or MUI code loaded`, result: landing.adminCode.length ? landing.adminCode.map((u) => new URL(u).pathname).join(' ') : 'none', target: 'none', pass: landing.adminCode.length === 0 });
    }
  } finally {
    await browser.close();
  }
  const pages = ['/', `/blog/${slug}`, '/blog'].slice(0, LIGHTHOUSE_PAGES);
  step(`Lighthouse (mobile defaults), ${LIGHTHOUSE_RUNS > 1 ? `the median of ${LIGHTHOUSE_RUNS} runs` : 'one run'}, on ${pages.join(', ')}`);
  const chromium = await startDebuggableChromium(workDir);
  try {
    // A smoke run measures nothing, so it needs no warm browser or quiet machine.
    if (!small) {
      await waitForQuiet();
      await warmBrowser(`${url}${pages[0]}`, chromium.port);
    }
    for (const page of pages) {
      // Measured as visitors get a page: from the cache, which the first request after a write fills.
      await (await fetch(`${url}${page}`)).arrayBuffer();
      const result = await runLighthouse(`${url}${page}`, chromium.port, LIGHTHOUSE_RUNS);
      for (const [category, target] of Object.entries(LIGHTHOUSE_TARGETS) as [Category, number][]) {
        const runs = category === 'performance' && result.performanceRuns.length > 1 ? ` (median of ${result.performanceRuns.join(', ')})` : '';
        rows.push({ measure: `Lighthouse ${page} : ${category}`, result: `${result.scores[category]}${runs}`, target: target === 100 ? '100' : `>= ${target}`, pass: result.scores[category] >= target });
      }
      const m = result.metrics;
      rows.push({ measure: `Lighthouse ${page} : first contentful paint`, result: ms(m.fcpMs), target: `<= ${ms(FCP_TARGET_MS)}`, pass: m.fcpMs <= FCP_TARGET_MS });
      notes.push(`Lighthouse ${page}: median of ${result.performanceRuns.length} runs (performance ${result.performanceRuns.join(', ')}): FCP ${ms(m.fcpMs)}, LCP ${ms(m.lcpMs)}, TBT ${ms(m.tbtMs)}, CLS ${m.cls.toFixed(3)}`);
      for (const failing of result.failing) notes.push(`  audit below full marks on ${page}: ${failing}`);
    }
  } finally {
    await chromium.child.stop();
  }
}

async function courtSearch(url: string): Promise<void> {
  step(`court search: importing ${COURTS} courts, then searching under load`);
  await seedCourts(url, await signIn(url), COURTS);
  const result = await loadCourtSearch(url, SECONDS);
  rows.push({
    measure: `GET /api/public/courts (64 searches), ${int(COURTS)} courts, 20 conn`,
    result: `${int(result.rps)} rps, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${int(result.bad)} errors`,
    target: 'p99 <= 50 ms, 0 errors',
    pass: result.p99 <= 50 && result.bad === 0 && result.requests > 0,
  });
}

async function adminList(url: string, cookie: string, total: number): Promise<void> {
  step('admin list under load');
  const requests = adminListPaths(total).map((p) => ({ method: 'GET' as const, path: p }));
  const result = await load({ url: `${url}/api/blog/posts`, seconds: SECONDS, connections: 20, headers: { Cookie: cookie }, expectStatus: 200, requests });
  rows.push({
    measure: `GET /api/blog/posts range+sort (${requests.length} shapes), ${int(total)} posts, 20 conn`,
    result: `${int(result.rps)} rps, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${int(result.bad)} errors`,
    target: 'p99 <= 50 ms, 0 errors',
    pass: result.p99 <= 50 && result.bad === 0 && result.requests > 0,
  });
}

async function onePost(url: string, cookie: string, total: number): Promise<void> {
  step('opening and saving single posts');
  const ids = await spreadIds(url, cookie, total, ONE_POST_SAMPLES);
  const f = await openAndSave(url, cookie, ids);
  rows.push({
    measure: `Back office API: open one post (GET /api/blog/posts/{id}), ${int(total)} posts, ${ids.length} posts`,
    result: `p50 ${ms(f.openP50)}, max ${ms(f.openMax)}`,
    target: '<= 1000 ms (the back office budget)',
    pass: ids.length > 0 && f.openMax <= 1000 && f.bad === 0,
  });
  rows.push({
    measure: `Back office API: save one post (PUT with its version), ${int(total)} posts, ${ids.length} posts`,
    result: `p50 ${ms(f.saveP50)}, max ${ms(f.saveMax)}, ${int(f.bad)} errors`,
    target: '<= 1000 ms (the back office budget)',
    pass: ids.length > 0 && f.saveMax <= 1000 && f.bad === 0,
  });
}

async function backOffice(url: string): Promise<void> {
  if (!small) await waitForQuiet();
  step(`back office timings, ${BACK_OFFICE_VISITS} first visit(s) in fresh browser contexts`);
  rows.push(...(await backOfficeRows(url, BACK_OFFICE_VISITS, SEARCH_TERM)));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
