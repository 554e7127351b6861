export interface Row {
  measure: string;
  result: string;
  target: string;
  /** undefined: informational, or not measured in this run. */
  pass?: boolean;
}

const HEADINGS = ['measure', 'result', 'target', 'verdict'] as const;

/** One plain-text table: each figure beside its target and PASS/FAIL. */
export function formatTable(rows: Row[]): string {
  const cells = rows.map((r) => [r.measure, r.result, r.target, r.pass === undefined ? '-' : r.pass ? 'PASS' : 'FAIL']);
  const widths = HEADINGS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: readonly string[]) => `| ${values.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(HEADINGS), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const int = (value: number) => Math.round(value).toLocaleString('en-US');
