/**
 * One anonymous client flooding the page-view counter: `REQUESTS` public page requests from one
 * loopback address at 20 connections, each with its own Referer, User-Agent and UTM values, then
 * what it left: the growth of the data directory, the server's memory and the Analytics report's
 * p99, before and after. BENCH_SMALL=1 sends a few thousand. Run alone with
 * `tsx bench/analyticsFlood.ts` (`make build` first).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { childrenOf, residentBytes } from '../api/test/helpers/procfs.ts';
import { seedDatabase } from './seed.ts';
import { runAlone, signIn, startSite } from './server.ts';
import { smoke } from './smoke.ts';
import { int, ms, type Row } from './table.ts';

const REQUESTS = smoke ? 500 : 100_000;
/** The flood stops here whatever it sent. */
const MAX_SECONDS = smoke ? 20 : 180;
const CONNECTIONS = 20;
const POSTS = smoke ? 20 : 300;
const REPORT_SAMPLES = smoke ? 10 : 200;
const REPORT_DAYS = 30;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Bytes of every file under `dir`. */
function dirBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    try {
      total += entry.isDirectory() ? dirBytes(full) : statSync(full).size;
    } catch {
      // a file removed while we looked (a journal)
    }
  }
  return total;
}

/** The report's p99 over `REPORT_SAMPLES` sequential reads of the last 30 days; also its total views. */
async function reportTimes(url: string, cookie: string): Promise<{ p99: number; views: number; referrers: number }> {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (REPORT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const times: number[] = [];
  let last: { totals: { views: number }; referrers: unknown[] } | undefined;
  for (let i = 0; i < REPORT_SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/analytics?from=${from}&to=${to}`, { headers: { Cookie: cookie } });
    if (response.status !== 200) throw new Error(`the report answered ${response.status}`);
    last = (await response.json()) as typeof last;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!, views: last!.totals.views, referrers: last!.referrers.length };
}

/**
 * Half the requests repeat the cached landing (answered before Express) with their own Referer and
 * User-Agent; the other half also carry UTM values of their own (a new URL each, so Express answers).
 */
async function flood(url: string): Promise<{ sent: number; statuses: string; seconds: number }> {
  if (!new URL(url).hostname.startsWith('127.')) throw new Error(`load runs target loopback only, not ${url}`);
  let n = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount: REQUESTS,
        timeout: 10,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const i = (n += 1);
              const query = i % 2 ? `?utm_source=s${i}&utm_medium=m${i}&utm_campaign=c${i}` : '';
              return {
                ...request,
                path: `/${query}`,
                headers: { ...request.headers, 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`, referer: `https://flood-${i}.example/`, accept: 'text/html' },
              };
            },
          },
        ],
      },
      (error, figures) => {
        clearTimeout(stop);
        if (error) reject(error as Error);
        else resolve(figures);
      },
    );
    const stop = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${int(s.count ?? 0)}`)
    .join(', ');
  return { sent: result.requests.total, statuses, seconds: (performance.now() - started) / 1000 };
}

/** The server's resident memory and its FerretDB's. */
const memoryOf = (pid: number) => ({ server: residentBytes(pid), database: childrenOf(pid).reduce((sum, child) => sum + residentBytes(child), 0) });

/** A fresh server over a few hundred posts, flooded once; the rows of what the flood left. */
export async function measureAnalyticsFlood(workDir: string, webDist: string): Promise<Row[]> {
  const dataDir = path.join(workDir, 'flood-data');
  await seedDatabase(dataDir, POSTS);
  const site = await startSite({ dataDir, webDist, logFile: path.join(workDir, 'flood.log') });
  const pid = site.child.process.pid!;
  try {
    // The landing rendered and cached once (a bot's views are not counted).
    for (let i = 0; i < 2; i += 1) await (await fetch(`${site.url}/`, { headers: { 'User-Agent': GOOGLEBOT, Accept: 'text/html' } })).arrayBuffer();
    const cookie = await signIn(site.url);
    // The report's first reads wait for the counts' start-up load: not measured.
    await reportTimes(site.url, cookie);
    const before = { report: await reportTimes(site.url, cookie), bytes: dirBytes(dataDir), memory: memoryOf(pid) };
    const sent = await flood(site.url);
    // The report writes what was gathered first; the second round is measured on what is stored.
    await reportTimes(site.url, cookie);
    const after = { report: await reportTimes(site.url, cookie), bytes: dirBytes(dataDir), memory: memoryOf(pid) };
    const growth = after.bytes - before.bytes;
    return [
      {
        measure: `Analytics flood: ${int(sent.sent)} public page requests from one address in ${sent.seconds.toFixed(1)} s, each with its own Referer, User-Agent and UTM values (${CONNECTIONS} conn)`,
        result: `${sent.statuses} | ${int(after.report.views)} views counted, ${after.report.referrers} sources | data dir ${mb(before.bytes)} -> ${mb(after.bytes)} (+${mb(growth)}) | RSS ${mb(before.memory.server)} -> ${mb(after.memory.server)} (+ FerretDB ${mb(before.memory.database)} -> ${mb(after.memory.database)})`,
        target: 'database growth <= 5 MB',
        pass: growth <= 5 * 1_048_576 && sent.sent > 0,
      },
      {
        measure: `Analytics flood: GET /api/analytics (${REPORT_DAYS} days) p99 of ${REPORT_SAMPLES} reads, before -> after the flood`,
        result: `${ms(before.report.p99)} -> ${ms(after.report.p99)}`,
        target: 'after <= before + 20 ms',
        pass: after.report.p99 <= before.report.p99 + 20,
      },
    ];
  } finally {
    await site.child.stop();
  }
}

runAlone(import.meta.url, measureAnalyticsFlood);
