import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';

/** A child process this bench started; `stop` ends it (and only it) by its own PID. */
export interface Child {
  name: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const started = new Set<ChildProcess>();

// Last resort: whatever way the bench exits, the children it started do not outlive it.
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

/** Starts `command args` with its output appended to `logFile`. */
export function startChild(name: string, command: string, args: string[], options: { env?: NodeJS.ProcessEnv; logFile: string }): Child {
  const fd = openSync(options.logFile, 'a');
  // stdin stays an open pipe: FerretDB (started by the server's launcher) uses it as a lifeline.
  const child = spawn(command, args, { env: { ...process.env, ...options.env }, stdio: ['pipe', fd, fd] });
  closeSync(fd);
  started.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => started.delete(child));
  return {
    name,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` every `intervalMs` until it answers 200; fails when the child exits or `timeoutMs` passes. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 60_000, intervalMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited with code ${child.process.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms`);
}
