import path from 'node:path';
import { measureAdmin, type AdminTimings } from './adminTiming.ts';
import { launchBrowser } from './browser.ts';
import { heaviestPackages } from './scriptPackages.ts';
import { int, ms, type Row } from './table.ts';

/** What the first visit to the posts list may download (compressed): the editors and other screens load later. */
const FIRST_VISIT_SCRIPT_BUDGET = 300_000;

/**
 * The back office rows: `visits` first visits to /n4n4/posts, each in a fresh browser context
 * (empty cache), then a reopen and a search in the same context; each row gives the median.
 * When several visits are measured, one unreported visit comes first: it pays the fresh browser's
 * own start and the server's first reads of the list, which a visitor's running browser and a
 * site in use have already paid. Its context is closed, so the measured visits still start with
 * an empty cache.
 */
export async function backOfficeRows(url: string, visits: number, searchTerm: string): Promise<Row[]> {
  const browser = await launchBrowser();
  try {
    if (visits > 1) await measureAdmin(browser, url, searchTerm);
    const measured: AdminTimings[] = [];
    for (let i = 0; i < visits; i += 1) measured.push(await measureAdmin(browser, url, searchTerm));
    const middle = (pick: (v: AdminTimings) => number) => [...measured].sort((a, b) => pick(a) - pick(b))[Math.floor((measured.length - 1) / 2)]!;
    const of = (pick: (v: AdminTimings) => number) => (measured.length > 1 ? ` (median of ${measured.map((v) => ms(pick(v))).join(', ')})` : '');
    const open = middle((v) => v.openMs);
    const reopen = middle((v) => v.reopenMs);
    const search = middle((v) => v.searchMs);
    return [
      { measure: 'Back office: open /n4n4/posts to first rows (first visit, empty cache)', result: `${ms(open.openMs)}${of((v) => v.openMs)}`, target: '<= 1000 ms', pass: open.openMs <= 1000 },
      {
        measure: 'Back office: scripts the first visit to /n4n4/posts downloads before its rows',
        result: `${int(open.scripts.uncompressedBytes)} B uncompressed, ${int(open.scripts.transferredBytes)} B transferred (compressed), ${open.scripts.count} scripts`,
        target: `<= ${int(FIRST_VISIT_SCRIPT_BUDGET)} B transferred`,
        pass: open.scripts.transferredBytes <= FIRST_VISIT_SCRIPT_BUDGET,
      },
      {
        measure: 'Back office: the five heaviest packages in those scripts (uncompressed, from the build\'s source maps)',
        result: heaviestPackages(path.resolve(process.env.WEB_DIST ?? 'web/dist'), open.scripts.paths, 5).map(({ name, bytes }) => `${name} ${int(bytes)} B`).join(', '),
        target: 'reported',
      },
      { measure: 'Back office: react-router code in that first visit', result: open.scripts.reactRouter.join(' ') || 'none', target: 'none', pass: open.scripts.reactRouter.length === 0 },
      { measure: 'Back office: open /n4n4/posts again (scripts cached)', result: `${ms(reopen.reopenMs)}${of((v) => v.reopenMs)}`, target: '<= 1000 ms', pass: reopen.reopenMs <= 1000 },
      { measure: `Back office: search "${search.searchTerm}" to filtered rows`, result: `${ms(search.searchMs)}${of((v) => v.searchMs)} (${search.rowsAfterSearch} rows)`, target: '<= 1000 ms', pass: search.searchMs <= 1000 },
    ];
  } catch (error) {
    return [{ measure: 'Back office: posts list timings', result: `not measured: ${(error as Error).message}`, target: '<= 1000 ms each', pass: false }];
  } finally {
    await browser.close();
  }
}
