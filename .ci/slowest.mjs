// Prints where the test time went, from the JSON reports in the folder given as the first
// argument (see .ci/run): the slowest Playwright spec files of each run and the slowest vitest
// files, so the suites can be balanced on measured figures. Prints only; never fails the run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.ci-results';
const SHOWN = 12;
const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];

/** Adds each test's result durations (retries included) to its spec file's total. */
function playwrightTotals(suite, totals) {
  for (const spec of suite.specs ?? []) {
    const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + (r.duration ?? 0), 0);
    totals.set(spec.file, (totals.get(spec.file) ?? 0) + ms);
  }
  for (const child of suite.suites ?? []) playwrightTotals(child, totals);
  return totals;
}

function print(title, totals) {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, SHOWN);
  if (rows.length === 0) return;
  console.log(`== slowest: ${title}`);
  for (const [file, ms] of rows) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

for (const name of files) {
  try {
    const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    if (name.startsWith('playwright')) {
      const totals = new Map();
      for (const suite of report.suites ?? []) playwrightTotals(suite, totals);
      print(name.replace(/\.json$/, ''), totals);
    } else if (name.startsWith('vitest')) {
      const totals = new Map((report.testResults ?? []).map((r) => [`${path.relative(process.cwd(), r.name)}`, r.endTime - r.startTime]));
      print(name.replace(/\.json$/, ''), totals);
    }
  } catch (error) {
    console.log(`== slowest: ${name} could not be read (${error.message})`);
  }
}
