import { readFileSync } from 'node:fs';
import os from 'node:os';

/** The machine the figures come from: CPU model, cores, memory, Node version. */
export function machine(): string {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;
  return `Machine: ${model}, ${os.availableParallelism()} CPUs (nproc), ${gib(os.totalmem())} RAM (${gib(os.freemem())} free), load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`;
}
