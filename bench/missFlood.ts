import autocannon from 'autocannon';
import { int, ms, type Row } from './table.ts';

const FLOOD_CONNECTIONS = 20;
const READER_CONNECTIONS = 5;

/** A made-up public URL each time: a missing post (JSON or page), a missing archive, a page past the end. */
function missingPath(): string {
  const n = Math.floor(Math.random() * 1e9).toString(36);
  const page = 1000 + Math.floor(Math.random() * 9000);
  const size = 1 + Math.floor(Math.random() * 50);
  const paths = [`/api/public/posts/nope-${n}`, `/api/public/posts?page=${page}&pageSize=${size}`, `/blog/nope-${n}`, `/blog?page=${page}`, `/blog/category/nope-${n}`];
  return paths[Math.floor(Math.random() * paths.length)]!;
}

/**
 * A flood of misses beside a real reader: 20 connections ask for random missing posts and pages
 * while 5 connections read a real post. The reader's latency must not suffer and nothing may
 * answer 5xx (the flood itself gets 404s, 400s and, past the per-address limit, 429s).
 */
export async function missFlood(siteUrl: string, realPath: string, seconds: number, posts: number): Promise<Row> {
  if (!new URL(siteUrl).hostname.startsWith('127.')) throw new Error(`load runs target loopback only, not ${siteUrl}`);
  const flood = autocannon({
    url: siteUrl,
    connections: FLOOD_CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: missingPath() }) }],
  });
  const reader = autocannon({ url: `${siteUrl}${realPath}`, connections: READER_CONNECTIONS, duration: seconds, timeout: 10 });
  const [f, r] = await Promise.all([flood, reader]);
  const serverErrors = (stats: autocannon.Result) => Object.entries(stats.statusCodeStats ?? {}).reduce((sum, [code, s]) => sum + (Number(code) >= 500 ? (s.count ?? 0) : 0), 0);
  const floodAnswers = Object.entries(f.statusCodeStats ?? {}).map(([code, s]) => `${code}: ${int(s.count ?? 0)}`).join(', ');
  const bad = serverErrors(f) + serverErrors(r) + f.errors + r.errors + f.timeouts + r.timeouts + (r.non2xx ?? 0);
  return {
    measure: `GET ${realPath} during a flood of missing slugs and pages, ${int(posts)} posts, ${READER_CONNECTIONS} + ${FLOOD_CONNECTIONS} conn`,
    result: `reader p50 ${ms(r.latency.p50)}, p99 ${ms(r.latency.p99)}, ${int(r.requests.total)} reads | flood ${floodAnswers} | ${int(bad)} 5xx or errors`,
    target: 'reader p99 < 50 ms, no 5xx',
    pass: r.latency.p99 < 50 && bad === 0 && r.requests.total > 0,
  };
}
