import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a full run leaves its figures; docs/performance.md says how they are measured. */
export const RESULTS_FILE = path.resolve(import.meta.dirname, 'RESULTS.md');

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** Rewrites bench/RESULTS.md with a full run's report: when, at which commit, on what machine, the table and its notes. */
export function writeResults(report: { heading: string; machine: string; table: string; notes: string[] }): void {
  const lines = [
    '# Benchmark results',
    '',
    'Written by `make bench` at the end of each full run (not by `make bench-smoke`); how each row is',
    'measured and why the design looks as it does: [docs/performance.md](../docs/performance.md).',
    '',
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Commit: ${commit()}`,
    `- ${report.machine}`,
    `- ${report.heading}`,
    '',
    report.table,
    '',
  ];
  if (report.notes.length) lines.push('```', ...report.notes, '```', '');
  writeFileSync(RESULTS_FILE, lines.join('\n'));
}
