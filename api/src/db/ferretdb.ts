import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForPort } from './ports.ts';

/** More restarts than this within RESTART_WINDOW_MS and the process gives up (exits non-zero). */
export const MAX_RESTARTS = 3;
export const RESTART_WINDOW_MS = 60_000;

export interface FerretDbLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the owner of the database does when it dies, comes back, or cannot be brought back. */
export interface Supervision {
  /** The process exited on its own: refuse what needs it until `up` has resolved. */
  down(): void;
  /** A new process listens on the same port: reconnect; throw when the connection does not come back. */
  up(): Promise<void>;
  /** Restarts keep failing: the owner should exit non-zero, so that its own supervisor starts it again. */
  giveUp(error: Error): void;
}

export interface FerretDbProcess {
  uri: string;
  /** The running process's id (it changes with each restart). */
  pid(): number | undefined;
  supervise(supervision: Supervision): void;
  stop(): Promise<void>;
}

function isAlive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * FerretDB (SQLite files under dataDir/db) as a child process. When it exits on its own, it is
 * started again on the same port and data, so the driver reconnects by itself; after
 * MAX_RESTARTS within RESTART_WINDOW_MS, or a restart that does not come up, supervision gives up.
 */
export async function startFerretDbProcess(bin: string, dataDir: string, logger: FerretDbLogger): Promise<FerretDbProcess> {
  const dbDir = path.join(dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const port = await freePort();
  const args = ['--handler=sqlite', `--sqlite-url=file:${dbDir}/`, `--listen-addr=127.0.0.1:${port}`, '--exit-on-stdin-close'];
  let supervision: Supervision | undefined;
  let stopping = false;
  let recovering = false;
  const restarts: number[] = [];
  let child: ChildProcess | undefined;

  const launch = async (): Promise<ChildProcess> => {
    // The open stdin pipe is FerretDB's lifeline: it exits when this process dies, however it dies.
    const started = spawn(bin, args, { stdio: ['pipe', 'inherit', 'inherit'] });
    started.once('exit', (code, signal) => {
      if (!stopping && !recovering && started === child) void recover(code, signal);
    });
    try {
      await waitForPort(port, started, 15_000);
    } catch (error) {
      started.kill('SIGKILL');
      throw error;
    }
    return started;
  };

  const recover = async (code: number | null, signal: NodeJS.Signals | null): Promise<void> => {
    if (!supervision) {
      logger.error({ code, signal }, 'FerretDB exited and nothing supervises it');
      return;
    }
    recovering = true;
    supervision.down();
    logger.error({ code, signal, port }, 'FerretDB exited: refusing database requests and restarting it');
    for (;;) {
      const now = Date.now();
      while (restarts.length > 0 && now - restarts[0]! > RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length >= MAX_RESTARTS) {
        recovering = false;
        supervision.giveUp(new Error(`FerretDB stopped or failed to restart ${MAX_RESTARTS + 1} times within ${RESTART_WINDOW_MS / 1000} s`));
        return;
      }
      restarts.push(now);
      try {
        child = await launch();
        await supervision.up();
        if (!isAlive(child)) throw new Error('FerretDB exited again while the connection came back');
        recovering = false;
        logger.info({ port, restartsInWindow: restarts.length }, 'FerretDB restarted and reconnected');
        return;
      } catch (error) {
        if (stopping) return;
        logger.error({ err: error }, 'FerretDB did not come back; trying again');
        if (child && isAlive(child)) child.kill('SIGKILL');
      }
    }
  };

  child = await launch();
  logger.info({ engine: 'ferretdb', port, dataDir: dbDir }, 'started FerretDB (SQLite backend)');
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    pid: () => child?.pid,
    supervise: (next) => {
      supervision = next;
    },
    stop: async () => {
      stopping = true;
      const running = child;
      if (!running || !isAlive(running)) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
