// Prints one line, `N passed, M failed`, adding up the machine-readable results the runners wrote
// into the folder given as the first argument (see .ci/run): vitest's JSON report, Playwright's
// JSON report, and one summary per contract-fuzzing pass (fuzz/run.sh). Exits 1 when anything failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.ci-results';
const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
let passed = 0;
let failed = 0;

for (const name of files) {
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  if (name.startsWith('vitest')) {
    // As vitest's "Tests" line: passed and failed tests (skipped and todo are neither).
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (name.startsWith('playwright')) {
    // As Playwright's summary: expected results pass; flaky ones passed on a retry; unexpected ones failed.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    // A run that could not start (webServer failed) reports its errors and no tests.
    const ran = report.stats.expected + report.stats.unexpected + report.stats.flaky + report.stats.skipped;
    if (ran === 0) failed += report.errors?.length ?? 0;
  } else if (name.startsWith('fuzz')) {
    // Per pass: its generated cases when it passed; a failed pass counts once (schemathesis reports failures per operation).
    if (report.exit === 0) passed += report.cases;
    else failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
