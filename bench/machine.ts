import { readFileSync } from 'node:fs';
import os from 'node:os';
import { step } from './step.ts';

/** The machine the figures come from: CPU model, cores, memory, Node version. */
export function machine(): string {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;
  return `Machine: ${model}, ${os.availableParallelism()} CPUs (nproc), ${gib(os.totalmem())} RAM (${gib(os.freemem())} free), load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`;
}

/** The share of the machine's CPU time spent busy over `ms` milliseconds (from /proc/stat). */
async function busyShare(ms: number): Promise<number> {
  const read = () => readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  const delta = after.map((value, i) => value - (before[i] ?? 0));
  const total = delta.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the fourth and fifth fields.
  return total > 0 ? 1 - ((delta[3] ?? 0) + (delta[4] ?? 0)) / total : 0;
}

/**
 * Waits until the machine's cores are mostly idle for two seconds running (a server's start-up
 * work on a seeded database, or a database settling after a load run, is over), at most
 * `maxSeconds`, and says how long it waited. A browser row measures the page, not what the
 * machine was still finishing.
 */
export async function waitForQuiet(maxSeconds = 60): Promise<void> {
  const started = performance.now();
  let quietSeconds = 0;
  while (quietSeconds < 2 && performance.now() - started < maxSeconds * 1000) {
    quietSeconds = (await busyShare(1000)) < 0.15 ? quietSeconds + 1 : 0;
  }
  step(`waited ${((performance.now() - started) / 1000).toFixed(0)} s for the machine to be quiet`);
}
