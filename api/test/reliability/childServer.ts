import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { freePort } from '../../src/db/ports.ts';
import { childrenOf } from '../helpers/procfs.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const CHILD_ADMIN_PASSWORD = 'reliability-password';

/** The real server (api/src/server.ts) as a child process, as `make start` runs it, on its own port and data directory. */
export interface ChildServer {
  url: string;
  pid: number;
  /** The FerretDB process the server started (its child), if any. */
  databasePid: number | undefined;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pickleball-reliability-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The data directory of a suite's servers: after the suite, every server stops and the directory goes. */
export function useServerDataDir(): string {
  const data = tempDataDir();
  afterAll(async () => {
    await stopAll();
    data.remove();
  });
  return data.dir;
}

/** The FerretDB process a server started (it changes when the server restarts it), read from /proc. */
export function databaseChildOf(pid: number): number | undefined {
  return childrenOf(pid).find((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('ferretdb');
    } catch {
      return false;
    }
  });
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const started = new Set<ChildServer>();

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: CHILD_ADMIN_PASSWORD,
      SESSION_SECRET: 'reliability-secret',
      LOG_LEVEL: 'warn',
      WEBHOOK_LOOPBACK_ONLY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    url,
    pid: child.pid!,
    databasePid: undefined,
    output: () => output,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
  started.add(server);
  void exited.then(() => started.delete(server));
  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
        return fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      60_000,
      'the server to be healthy',
    );
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  server.databasePid = databaseChildOf(server.pid);
  return server;
}

/** SIGKILL the server and wait until both it and its FerretDB are gone (FerretDB exits when its stdin closes). */
export async function stopServer(server: ChildServer, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  // Read before the kill: the server may have restarted its FerretDB under a new pid.
  const db = databaseChildOf(server.pid) ?? server.databasePid;
  server.kill(signal);
  await server.exited;
  if (db === undefined) return;
  try {
    await waitUntil(() => !isRunning(db), 15_000, `FerretDB (pid ${db}) to exit`);
  } catch (error) {
    process.kill(db, 'SIGKILL');
    throw error;
  }
}

/** For afterAll: ends every server this file started and is still running (by pid, never by name). */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((server) => stopServer(server)));
}

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: CHILD_ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
