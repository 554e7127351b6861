import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../api/src/db/ports.ts';
import { ADMIN, SESSION_SECRET } from './owner.ts';
import { startChild, waitForHttp, type Child } from './processes.ts';
import { seedDatabase } from './seed.ts';
import { formatTable, type Row } from './table.ts';


export interface RunningSite {
  url: string;
  child: Child;
  /** From starting the process to the first 200 from /api/health (polled every 20 ms). */
  startMs: number;
}

const START_POLL_MS = 20;

/**
 * The real production server (`NODE_ENV=production tsx api/src/server.ts`, as `make start` runs it)
 * on a free loopback port, over the embedded database in `dataDir`. One process: node with the tsx
 * loader, so stopping it by PID stops the server, and FerretDB follows it. `env` adds to or
 * overrides its settings (the newsletter row's SMTP sink).
 */
export async function startSite(options: { dataDir: string; webDist: string; logFile: string; env?: Record<string, string> }): Promise<RunningSite> {
  const port = await freePort();
  const started = performance.now();
  const child = startChild('server', process.execPath, ['--import', 'tsx', path.resolve('api/src/server.ts')], {
    logFile: options.logFile,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      WEB_DIST: options.webDist,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET,
      MONGODB_URI: '',
      WEBHOOK_LOOPBACK_ONLY: 'true',
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, child, 60_000, START_POLL_MS);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, child, startMs: performance.now() - started };
}

/** Signs in through the API; returns the `Cookie` header value. */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/**
 * Seeds `posts` posts in a fresh work directory, serves the production build over them (`make
 * build` first), runs `use` on the site's URL, then stops the server and removes the directory.
 */
export async function withSeededSite<T>(posts: number, use: (url: string) => Promise<T>): Promise<T> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pickleball-bench-'));
  try {
    await seedDatabase(path.join(workDir, 'data'), posts);
    const site = await startSite({ dataDir: path.join(workDir, 'data'), webDist: path.resolve(process.env.WEB_DIST ?? 'web/dist'), logFile: path.join(workDir, 'server.log') });
    try {
      return await use(site.url);
    } finally {
      await site.child.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Runs a bench script's main step and exits: 0 when it finished, 1 (with the error) when it threw. */
/**
 * When `moduleUrl` is the script run (`tsx bench/x.ts`): measures on a fresh server in a work
 * directory of its own, prints the rows and removes the directory.
 */
export function runAlone(moduleUrl: string, measure: (workDir: string, webDist: string) => Promise<Row[]>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  runScript(async () => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'pickleball-bench-'));
    try {
      console.log(formatTable(await measure(workDir, path.resolve(process.env.WEB_DIST ?? 'web/dist'))));
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });
}

export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
