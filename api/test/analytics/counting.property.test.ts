import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/analytics/batcher.ts';
import { browserOf, campaignOf, deviceOf, sourceOf } from '../../src/analytics/classify.ts';
import { sumRows, type CountRow, type Kind } from '../../src/analytics/counts.ts';
import { createAnalyticsService } from '../../src/analytics/service.ts';
import { createVisitorIds } from '../../src/analytics/visitors.ts';
import { fakeCountRepository, fakeSaltRepository } from './fakes.ts';

const SITE = 'pickleball.example';
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const ADDRESSES = ['203.0.113.1', '203.0.113.2', '2001:db8::7', '198.51.100.4'];
const PATHS = ['/', '/blog', '/blog/third-shot-drop', '/blog/dinking-101', '/courts'];
const REFERRERS = [undefined, 'https://www.google.com/', 'https://old.reddit.com/r/Pickleball/', `https://${SITE}/courts`];
const QUERIES = ['', 'utm_source=Newsletter&utm_medium=email&utm_campaign=spring', 'utm_source=club'];
const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26'];

interface View {
  day: number;
  address: string;
  userAgent: string;
  path: string;
  entry?: { referrer: string | undefined; query: string };
}

const view = fc.record(
  {
    day: fc.nat(DAYS.length - 1),
    address: fc.constantFrom(...ADDRESSES),
    userAgent: fc.constantFrom(...AGENTS),
    path: fc.constantFrom(...PATHS),
    entry: fc.record({ referrer: fc.constantFrom(...REFERRERS), query: fc.constantFrom(...QUERIES) }),
  },
  { requiredKeys: ['day', 'address', 'userAgent', 'path'] },
);

/**
 * The counting rules as stated, with nothing cached: each view adds a view to the day, its page,
 * its post and (where a visit began) its entry page; a visitor (an address and user agent on one
 * day) counts once a day for each of those, and for each source, campaign, device and browser.
 */
function expectedCounts(views: View[]): CountRow[] {
  const seen = new Set<string>();
  const rows: CountRow[] = [];
  for (const { day: dayIndex, address, userAgent, path, entry } of views) {
    const day = DAYS[dayIndex]!;
    const count = (kind: Kind, key: string, views: number) => {
      const id = [day, address, userAgent, kind, key].join('\u0000');
      rows.push({ day, kind, key, views, visitors: seen.has(id) ? 0 : 1 });
      seen.add(id);
    };
    count('day', '', 1);
    count('page', path, 1);
    const post = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1];
    if (post) count('post', post, 1);
    if (!entry) continue;
    const source = sourceOf(entry.referrer, SITE, SITE);
    if (source === undefined) continue;
    count('entry', path, 1);
    count('referrer', source, 0);
    const campaign = campaignOf(new URLSearchParams(entry.query));
    if (campaign) count('campaign', `${campaign.source}\u0000${campaign.medium}\u0000${campaign.campaign}`, 0);
    count('device', deviceOf(userAgent), 0);
    count('browser', browserOf(userAgent), 0);
  }
  return rows;
}

/** Sums per day, kind and key, without the rows that add nothing. */
const sums = (rows: CountRow[]) =>
  sumRows(rows, false)
    .filter((row) => row.views || row.visitors)
    .map((row) => ({ day: row.day, kind: row.kind, key: row.key, views: row.views ?? 0, visitors: row.visitors ?? 0 }))
    .sort((a, b) => `${a.day}|${a.kind}|${a.key}`.localeCompare(`${b.day}|${b.kind}|${b.key}`));

describe('counting views', () => {
  it('stores the counts the rules define, whatever the order of visitors, pages, sources and days', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(view, { maxLength: 60 }), async (unordered) => {
        // Days only move forward.
        const views = [...unordered].sort((a, b) => a.day - b.day);
        const repository = fakeCountRepository();
        const batcher = createBatcher({ write: (rows) => repository.add(rows), intervalMs: 60_000, onError: () => {} });
        const clock = { now: 0 };
        // Few recent visitors, so that visitors also come back after leaving that cache.
        const visitors = createVisitorIds(fakeSaltRepository(), `https://${SITE}`, { recentVisitors: 2 });
        const service = createAnalyticsService({ repository, batcher, visitors, siteHost: SITE, now: () => clock.now });
        for (const { day, address, userAgent, path, entry } of views) {
          clock.now = Date.parse(`${DAYS[day]}T12:00:00Z`);
          await service.recordView({ path, address, userAgent, entry: entry && { referrer: entry.referrer, query: new URLSearchParams(entry.query), host: SITE } });
        }
        await batcher.flush();
        expect(sums(repository.batches.flat())).toEqual(sums(expectedCounts(views)));
      }),
      { numRuns: 200 },
    );
  });
});
