/**
 * The gear catalog at scale: a fresh server over 2,000 published paddles (stored before it starts),
 * then the rendered chart /gear/paddle under every filter and a comparison under load, warm, and
 * how long the first answer takes (the body every later reader shares); then Lighthouse on a phone
 * for the chart and the comparison.
 */
import path from 'node:path';
import { PADDLE_SHAPES } from '../common/gear.ts';
import { reserveIds } from '../api/src/db/counters.ts';
import type { ProductFields } from '../api/src/gear/gear.ts';
import { GearProductModel } from '../api/src/gear/repository/model.ts';
import { load } from './apiLoad.ts';
import { startDebuggableChromium } from './browser.ts';
import { CATEGORIES, runLighthouse, warmBrowser } from './lighthouse.ts';
import { waitForQuiet } from './machine.ts';
import { random, seedDatabase } from './seed.ts';
import { runAlone, startSite } from './server.ts';
import { smoke, warmUp } from './smoke.ts';
import { int, kb, ms, type Row } from './table.ts';

/** A smoke run seeds a fiftieth: it only checks that the steps run. */
export const GEAR_PRODUCTS = smoke ? 40 : 2000;
const POSTS = smoke ? 20 : 300;
const SECONDS = smoke ? 1 : 10;
const BRANDS = ['Harbor Lane', 'Quarry Works', 'Saltmarsh', 'Kestrel Court', 'Northfield'];
const SURFACES = ['Raw carbon fiber', 'Fiberglass', 'Graphite', 'Textured carbon', 'Hybrid weave'];
const today = new Date().toISOString().slice(0, 10);

/** `count` published paddles under invented brands, their figures spread over the usual ranges. */
function paddles(rand: () => number, count: number): ProductFields[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'paddle',
    brand: BRANDS[i % BRANDS.length]!,
    model: `Rally ${i + 1}`,
    year: 2022 + (i % 5),
    slug: `rally-paddle-${i + 1}`,
    priceCents: 5_000 + Math.floor(rand() * 20_000),
    priceCheckedAt: today,
    images: [],
    buyLinks: [{ label: 'Maker store', url: `https://shop.example.com/rally-${i + 1}`, affiliate: i % 3 === 0 }],
    status: 'published',
    specs: {
      thicknessMm: { value: [13, 14, 16, 20][i % 4]!, source: 'maker' },
      weightOz: { value: Math.round((7 + rand() * 1.6) * 10) / 10, source: i % 2 === 0 ? 'measured' : 'maker' },
      swingWeight: { value: 100 + Math.floor(rand() * 30), source: 'measured' },
      shape: { value: PADDLE_SHAPES[i % PADDLE_SHAPES.length]!, source: 'maker' },
      surface: { value: SURFACES[i % SURFACES.length]!, source: 'maker' },
      core: { value: 'Polypropylene honeycomb', source: 'maker' },
    },
    approval: i % 40 === 0 ? { status: 'delisted', listedOn: '2025-06-01' } : { status: 'approved', listedOn: '2026-02-10' },
  }));
}

/** How long one read takes, and the size of what it answered (uncompressed). */
async function timeFirst(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

const timed = ({ ms: took, bytes }: { ms: number; bytes: number }) => `${ms(took)} (${kb(bytes)})`;

export async function measureGear(workDir: string, webDist: string): Promise<Row[]> {
  const dataDir = path.join(workDir, 'gear-data');
  await seedDatabase(dataDir, POSTS, async () => {
    const first = await reserveIds('gearproducts', GEAR_PRODUCTS);
    await GearProductModel.insertMany(paddles(random(11), GEAR_PRODUCTS).map((fields, i) => ({ _id: first + i, ...fields })));
  });
  const site = await startSite({ dataDir, webDist, logFile: path.join(workDir, 'gear.log') });
  try {
    // Each filter alone, then all of them at once.
    const chart = [
      '/gear/paddle',
      '/gear/paddle?priceMin=80&priceMax=150',
      '/gear/paddle?weightMin=7.5&weightMax=8.2',
      '/gear/paddle?thicknessMin=14&thicknessMax=16',
      '/gear/paddle?shape=elongated',
      '/gear/paddle?surface=carbon',
      '/gear/paddle?approval=delisted',
      '/gear/paddle?sort=price-asc',
      '/gear/paddle?priceMin=60&priceMax=200&weightMin=7.2&weightMax=8.4&thicknessMin=13&thicknessMax=16&shape=hybrid&surface=carbon&approval=approved&sort=weight',
    ];
    const compare = '/gear/compare?items=rally-paddle-1,rally-paddle-2,rally-paddle-3';
    // Cold: the first answer computes what every later reader shares.
    const cold = { chart: await timeFirst(`${site.url}${chart[0]}`), filtered: await timeFirst(`${site.url}${chart.at(-1)}`), compare: await timeFirst(`${site.url}${compare}`) };
    for (const p of chart) await timeFirst(`${site.url}${p}`);
    // One reader again, from the cache.
    const again = await timeFirst(`${site.url}${chart.at(-1)}`);

    const run = (paths: string[]) => (seconds: number) =>
      load({ url: `${site.url}${paths[0]}`, seconds, connections: 20, expectStatus: 200, requests: paths.map((p) => ({ method: 'GET' as const, path: p })) });
    await warmUp(run(chart));
    const pages = await run(chart)(SECONDS);
    await warmUp(run([compare]));
    const side = await run([compare])(SECONDS);
    const size = `${int(GEAR_PRODUCTS)} paddles`;
    return [
      // A smoke run checks that Lighthouse runs on the chart: the comparison's run would check nothing more.
      ...(await lighthouseRows(workDir, site.url, smoke ? [{ path: chart[0]! }] : [{ path: chart[0]! }, { path: compare }], size)),
      {
        measure: `GET /gear/paddle (${chart.length} filter sets, rendered), ${size}, 20 conn, warm`,
        result: `${int(pages.rps)} rps, p50 ${ms(pages.p50)}, p99 ${ms(pages.p99)}, ${int(pages.bad)} errors`,
        target: 'p99 <= 20 ms, 0 errors',
        pass: pages.p99 <= 20 && pages.bad === 0 && pages.requests > 0,
      },
      {
        measure: `GET ${compare} (rendered), ${size}, 20 conn, warm`,
        result: `${int(side.rps)} rps, p50 ${ms(side.p50)}, p99 ${ms(side.p99)}, ${int(side.bad)} errors`,
        target: 'p99 <= 20 ms, 0 errors',
        pass: side.p99 <= 20 && side.bad === 0 && side.requests > 0,
      },
      {
        measure: `Gear: first answer (built once, then shared), ${size}: the whole chart, the chart under every filter, a comparison of 3; that filtered chart again`,
        result: `${timed(cold.chart)}, ${timed(cold.filtered)}, ${timed(cold.compare)}; ${timed(again)}`,
        target: 'reported',
        pass: undefined,
      },
    ];
  } finally {
    await site.child.stop();
  }
}

/**
 * Lighthouse (phone, its defaults) on each page after a warm-up, the median of three runs (one in a smoke run):
 * every category 100, but SEO on a page kept out of search results on purpose (a comparison of any
 * paddles is not a page to index), where only its own audit, is-crawlable, may cost points.
 */
async function lighthouseRows(workDir: string, url: string, pages: { path: string; noindex?: boolean }[], size: string): Promise<Row[]> {
  const chromium = await startDebuggableChromium(workDir);
  const rows: Row[] = [];
  try {
    if (!smoke) {
      await waitForQuiet();
      await warmBrowser(`${url}${pages[0]!.path}`, chromium.port);
    }
    for (const { path: page, noindex = false } of pages) {
      const result = await runLighthouse(`${url}${page}`, chromium.port, smoke ? 1 : 3);
      const m = result.metrics;
      const seoOk = result.scores.seo === 100 || (noindex && result.failing.filter((line) => line.startsWith('seo:')).every((line) => line.startsWith('seo: is-crawlable')));
      rows.push({
        measure: `Lighthouse ${page} (phone), ${size}: ${CATEGORIES.join(', ')}`,
        result: `${CATEGORIES.map((category) => result.scores[category]).join(', ')}${result.performanceRuns.length > 1 ? ` (performance the median of ${result.performanceRuns.join(', ')})` : ''} (FCP ${ms(m.fcpMs)}, LCP ${ms(m.lcpMs)}, TBT ${ms(m.tbtMs)}, CLS ${m.cls.toFixed(3)})${result.failing.length ? `; below full marks: ${result.failing.join('; ')}` : ''}`,
        target: noindex ? '100 each (SEO: noindex by design)' : '100 each',
        pass: CATEGORIES.every((category) => category === 'seo' || result.scores[category] === 100) && seoOk,
      });
    }
  } finally {
    await chromium.child.stop();
  }
  return rows;
}

runAlone(import.meta.url, measureGear);
