import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareCounting, measureAnalyticsApi } from './analytics.ts';
import { seedDatabase } from './seed.ts';
import { startSite } from './server.ts';
import { formatTable, type Row } from './table.ts';

const [days, pages, seconds] = (process.argv[2] ?? '7,300,3').split(',').map(Number) as [number, number, number];
const workDir = mkdtempSync(path.join(os.tmpdir(), 'analytics-bench-'));
const webDist = path.resolve('web/dist');
const rows: Row[] = [];
if (process.argv[3] !== 'api-only') {
  const seeded = await seedDatabase(path.join(workDir, 'data'), 300);
  const site = await startSite({ dataDir: path.join(workDir, 'data'), webDist, logFile: path.join(workDir, 'server.log') });
  try {
    rows.push(...(await compareCounting(site.url, ['/', `/blog/${seeded.publishedSlug}`], seconds)));
  } finally {
    await site.child.stop();
  }
}
rows.push(...(await measureAnalyticsApi(workDir, webDist, days, pages, seconds)));
console.log(formatTable(rows));
rmSync(workDir, { recursive: true, force: true });
process.exit(0);
