import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import type { CountRow } from '../api/src/analytics/counts.ts';
import { addDays, utcDay } from '../api/src/analytics/day.ts';
import { createInsertOnlyCountRepository } from '../api/src/analytics/repository/countRepository.ts';
import { connectMongoose } from '../api/src/db/connect.ts';
import { startDatabase } from '../api/src/db/launcher.ts';
import { prepareDatabase } from '../api/src/resources.ts';
import { childrenOf, cpuSeconds } from '../api/test/helpers/procfs.ts';
import { load, type LoadFigures } from './apiLoad.ts';
import { DB_NAME, random } from './seed.ts';
import { signIn, startSite } from './server.ts';
import { smoke, warmUp } from './smoke.ts';
import { int, ms, type Row } from './table.ts';

const CONNECTIONS = 20;
/** A visitor's browser: counted. The bot is answered the same way but not counted. */
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A load run with the server's CPU time per answered request, in microseconds. */
type CpuLoadFigures = LoadFigures & { cpuUs: number };

const figures = (f: LoadFigures) => `${int(f.rps)} rps, p99 ${ms(f.p99)}`;

/** Alternating runs of each kind (ABBA...), so the machine's drift weighs on both alike. */
const ROUNDS = smoke ? 2 : 6;

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs of one kind together: the median round's requests per second and p99. */
function combined(runs: LoadFigures[]): LoadFigures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    bad: runs.reduce((sum, r) => sum + r.bad, 0),
  };
}

/**
 * Public pages at 20 connections, counted (a browser's user agent) against not counted (a bot's,
 * which the counter drops before any work), on the same server, in alternating rounds. Each round
 * runs both kinds back to back, so each round gives a ratio measured under the same load from
 * the rest of the machine; the row judges the median of those ratios. A real cost of counting
 * shows in every round and so in the median; a burst of load from elsewhere shows in one or two.
 */
export async function compareCounting(siteUrl: string, paths: string[], seconds: number, serverPid?: number): Promise<Row[]> {
  const rows: Row[] = [];
  const roundSeconds = Math.max(1, Math.round(seconds / ROUNDS));
  // The server's own CPU (with its FerretDB, which takes the batches) for each request: what counting costs, whatever else loads the machine.
  const serverCpu = () => (serverPid ? [serverPid, ...childrenOf(serverPid)].reduce((sum, pid) => sum + cpuSeconds(pid), 0) : 0);
  for (const p of paths) {
    const run = async (userAgent: string, s: number): Promise<CpuLoadFigures> => {
      const before = serverCpu();
      const figures = await load({ url: `${siteUrl}${p}`, seconds: s, connections: CONNECTIONS, headers: { 'User-Agent': userAgent, Accept: 'text/html' }, expectStatus: 200 });
      return { ...figures, cpuUs: (1e6 * (serverCpu() - before)) / Math.max(figures.requests, 1) };
    };
    // The page's first render is waited for: on a fresh server it can outlast the warm-up runs, which then answer nothing.
    const first = await fetch(`${siteUrl}${p}`, { headers: { 'User-Agent': BOT, Accept: 'text/html' } });
    await first.arrayBuffer();
    await warmUp((s) => run(BOT, s));
    await warmUp((s) => run(BROWSER, s));
    const quietRuns: CpuLoadFigures[] = [];
    const countedRuns: CpuLoadFigures[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? [false, true] : [true, false];
      for (const counting of order) (counting ? countedRuns : quietRuns).push(await run(counting ? BROWSER : BOT, roundSeconds));
    }
    const quiet = combined(quietRuns);
    const counted = combined(countedRuns);
    const rpsRatio = median(countedRuns.map((r, i) => r.rps / Math.max(quietRuns[i]!.rps, 1)));
    const p99Ratio = median(countedRuns.map((r, i) => r.p99 / Math.max(quietRuns[i]!.p99, 1)));
    const cpu = serverPid ? ` | server CPU a request: counted ${median(countedRuns.map((r) => r.cpuUs)).toFixed(0)} us, not ${median(quietRuns.map((r) => r.cpuUs)).toFixed(0)} us` : '';
    rows.push({
      measure: `GET ${p} (200) counted as a page view vs not counted, ${CONNECTIONS} conn, ${ROUNDS} alternating rounds of ${roundSeconds} s (medians)`,
      result: `counted ${figures(counted)} | not counted ${figures(quiet)} | median of round ratios: ${Math.round(100 * rpsRatio)}% rps, p99 x${p99Ratio.toFixed(2)}, ${int(counted.bad)} errors${cpu}`,
      target: '>= 90% rps, p99 <= 1.2x, 0 errors',
      pass: rpsRatio >= 0.9 && p99Ratio <= 1.2 && counted.bad === 0 && counted.requests > 0,
    });
  }
  return rows;
}

/** `days` days of counts of `pages` pages (and posts, sources, devices) stored as the embedded database keeps them. */
export async function seedCounts(dataDir: string, days: number, pages: number): Promise<number> {
  const quiet = { info: () => {}, warn: (details: object, message: string) => console.warn(message, details) };
  const database = await startDatabase({ dataDir, logger: quiet });
  const next = random(20261124);
  const repository = createInsertOnlyCountRepository();
  let stored = 0;
  try {
    await connectMongoose(database.uri, DB_NAME);
    await prepareDatabase(quiet, { seed: false });
    const today = utcDay(Date.now());
    for (let d = 0; d < days; d += 1) {
      const day = addDays(today, -d);
      const rows: CountRow[] = [{ day, kind: 'day', key: '', views: pages * 3, visitors: pages }];
      for (let i = 0; i < pages; i += 1) {
        const views = 1 + Math.floor(next() * 20);
        rows.push({ day, kind: i % 2 ? 'page' : 'post', key: i % 2 ? `/blog?page=${i}` : `post-${i}`, views, visitors: Math.ceil(views / 2) });
      }
      for (const [kind, keys] of [['referrer', ['google', 'bing', 'reddit', 'direct']], ['device', ['desktop', 'mobile', 'tablet']], ['browser', ['chrome', 'safari', 'firefox']]] as const) {
        for (const key of keys) rows.push({ day, kind, key, visitors: 1 + Math.floor(next() * 100) });
      }
      rows.push({ day, kind: 'search', key: `Nome, AK 99762\u000025`, searches: 3, withResults: 0, withoutResults: 3 });
      // Past days are kept as one document each (as the server compacts them); today and yesterday as batches.
      if (d >= 2) await repository.compactDay(day, rows);
      else for (let start = 0; start < rows.length; start += 5_000) await repository.add(rows.slice(start, start + 5_000));
      stored += rows.length;
    }
  } finally {
    await mongoose.disconnect();
    await database.stop();
  }
  return stored;
}

/**
 * The Analytics screen's API on a fresh server over `days` days of `pages` pages: the first
 * report (which reads the stored counts into memory), then reports of 7, 30 and 90 days, court
 * searches and the dashboard summary, one admin at a time.
 */
export async function measureAnalyticsApi(workDir: string, webDist: string, days: number, pages: number, seconds: number): Promise<Row[]> {
  const dataDir = path.join(workDir, `analytics-${days}x${pages}`);
  const seeding = performance.now();
  // BENCH_ANALYTICS_DATA keeps the seeded counts between runs of bench/analyticsOnly.ts (seeding takes minutes).
  const kept = process.env.BENCH_ANALYTICS_DATA;
  const stored = kept && existsSync(kept) ? (cpSync(kept, dataDir, { recursive: true }), days * (pages + 12)) : await seedCounts(dataDir, days, pages);
  if (kept && !existsSync(kept)) cpSync(dataDir, kept, { recursive: true });
  const seedMs = performance.now() - seeding;
  const site = await startSite({ dataDir, webDist, logFile: path.join(workDir, 'analytics.log') });
  try {
    const cookie = await signIn(site.url);
    const today = utcDay(Date.now());
    const period = (n: number) => `from=${addDays(today, 1 - n)}&to=${today}`;
    const started = performance.now();
    const first = await fetch(`${site.url}/api/analytics?${period(days)}`, { headers: { Cookie: cookie } }).then(
      async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength }),
      (error: unknown) => ({ status: 0, bytes: 0, error: (error as Error).message }),
    );
    const firstMs = performance.now() - started;
    const firstRow: Row = {
      measure: `Analytics API: first report after start-up (reads ${int(stored)} stored rows into memory), ${days} days x ${int(pages)} pages`,
      result: `${ms(firstMs)} (${first.status === 0 ? `no answer: ${'error' in first ? first.error : ''}` : `status ${first.status}`}; seeded in ${(seedMs / 1000).toFixed(1)} s)`,
      target: 'reported',
      pass: first.status === 200,
    };
    // Without a first report (the stored counts not read within the server's request time limit) the load run would measure nothing.
    if (first.status !== 200) return [firstRow, { measure: `Analytics API: reports, ${days} days x ${int(pages)} pages, 1 conn`, result: 'not measured: the first report failed', target: 'p99 <= 200 ms, 0 errors', pass: false }];
    const requests = [`/api/analytics?${period(90)}`, `/api/analytics?${period(30)}`, `/api/analytics?${period(7)}`, `/api/analytics/court-searches?${period(90)}`, '/api/analytics/summary?days=30'].map((p) => ({ method: 'GET' as const, path: p }));
    const result = await load({ url: `${site.url}/api/analytics`, seconds, connections: 1, headers: { Cookie: cookie }, expectStatus: 200, requests });
    return [
      firstRow,
      {
        measure: `Analytics API: reports of 7, 30 and 90 days, court searches, summary, ${days} days x ${int(pages)} pages, 1 conn`,
        result: `${int(result.rps)} rps, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${int(result.bad)} errors`,
        target: 'p99 <= 200 ms, 0 errors',
        pass: result.p99 <= 200 && result.bad === 0 && result.requests > 0,
      },
    ];
  } finally {
    await site.child.stop();
  }
}
