import type { ActivityService, Actor } from '../activity/service.ts';
import { validationProblem } from '../http/problem.ts';
import type { Batcher } from './batcher.ts';
import { browserOf, campaignOf, deviceOf, sourceOf } from './classify.ts';
import type { CountRow, CountSelection, Kind } from './counts.ts';
import { addDays, dayCount, utcDay } from './day.ts';
import { createKeyCap, type KeyCap } from './keyCap.ts';
import { isPublicPage } from './pagePaths.ts';
import type { CountRepository } from './repository/countRepository.ts';
import type { ViewLimit } from './viewLimit.ts';
import type { Visitor, VisitorIds } from './visitors.ts';

/** One view of a public page by a person's browser (bots, prefetches and staff are left out before). */
export interface PageView {
  /** The page's path, without query or fragment. */
  path: string;
  address: string;
  userAgent: string;
  /** The first page a browser loads (server-rendered): it carries the source and the UTM tags. */
  entry?: { referrer: string | undefined; query: URLSearchParams; host: string | undefined };
}

export interface CourtSearch {
  place: string;
  radius: number;
  found: number;
}

export interface Count {
  views: number;
  visitors: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  totals: Count;
  days: ({ date: string } & Count)[];
  pages: ({ path: string } & Count)[];
  posts: ({ slug: string } & Count)[];
  entries: { path: string; visitors: number }[];
  referrers: { source: string; visitors: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number }[];
  devices: { device: string; visitors: number }[];
  browsers: { browser: string; visitors: number }[];
  signups: { path: string; signups: number }[];
  /** Approved comments posted in the period, per post. */
  comments: { slug: string; comments: number }[];
}

export interface CourtSearchCount {
  place: string;
  radius: number;
  searches: number;
  withResults: number;
  withoutResults: number;
}

export interface AnalyticsSummary {
  days: number;
  views: number;
  visitors: number;
  previousViews: number;
  previousVisitors: number;
}

export interface AnalyticsService {
  /** Counts a view; a promise only for the day's first view, which waits for the day's salt. */
  recordView(view: PageView): void | Promise<void>;
  /** Counts an in-app navigation (the beacon) if its path is a public page that exists. */
  recordNavigation(view: PageView): Promise<void>;
  recordSearch(search: CourtSearch): void;
  /** A newsletter sign-up sent from the public page at `path` (other paths are not counted). */
  recordSignup(path: string): void;
  report(from: string, to: string): Promise<AnalyticsReport>;
  /** Reads the Analytics screen's usual periods once (ahead of the first admin), so their sums are at hand. */
  warm(): Promise<void>;
  courtSearches(from: string, to: string): Promise<CourtSearchCount[]>;
  summary(days: number): Promise<AnalyticsSummary>;
  post(slug: string): Promise<Count>;
  /** Deletes stored counts (what a flood left) and records it in the activity log. */
  deleteCounts(selection: CountSelection, by: Actor): Promise<void>;
}

export interface AnalyticsDeps {
  repository: CountRepository;
  batcher: Batcher;
  visitors: VisitorIds;
  siteHost: string;
  now?: () => number;
  /** Views counted per client address (none when absent). */
  viewLimit?: ViewLimit;
  /** Distinct keys a day keeps per kind. */
  keyCap?: KeyCap;
  /** Whether a path is a public page that exists (a post, a page, a list, the site's own routes). */
  pageExists?: (path: string) => Promise<boolean>;
  activity?: Pick<ActivityService, 'record'>;
  /** Approved comments posted in a period, per post (none when absent). */
  commentsPerPost?: (from: string, to: string) => Promise<{ slug: string; title: string; comments: number }[]>;
}

/** Longest period a report covers. */
export const MAX_REPORT_DAYS = 366;
const TOP = 100;
const POST_PREFIX = '/blog/';
const POST_PATH = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const REPORT_KINDS: readonly Kind[] = ['page', 'post', 'entry', 'referrer', 'campaign', 'device', 'browser', 'signup'];

/** The Analytics screen's preset periods, in days. */
const WARM_PERIODS = [7, 30, 90];

const byViews = <T extends { views: number; visitors: number }>(a: T, b: T) => b.views - a.views || b.visitors - a.visitors;
const byVisitors = <T extends { visitors: number }>(a: T, b: T) => b.visitors - a.visitors;

export function createAnalyticsService(deps: AnalyticsDeps): AnalyticsService {
  const { repository, batcher, visitors, siteHost, now = Date.now, viewLimit, keyCap = createKeyCap(), pageExists = async (path: string) => isPublicPage(path), activity, commentsPerPost = async () => [] } = deps;
  /** Today's UTC day, worked out again only once the day is over (a view is counted on every request). */
  let today = { day: '', until: 0 };
  const dayNow = () => {
    const at = now();
    if (at >= today.until || at < today.until - 86_400_000) today = { day: utcDay(at), until: Date.parse(`${utcDay(at)}T00:00:00Z`) + 86_400_000 };
    return today.day;
  };

  /**
   * A view of `key` of `kind` (or of the kind's "other" once the day has its fill of keys), the
   * visitor counted once a day for it; 1 when the visitor is new to it.
   */
  const count = (day: string, visitor: Visitor, kind: Kind, rawKey: string, views = 1) => {
    const key = keyCap.keyOf(day, kind, rawKey);
    const visitorsAdded = visitor.first(kind, key) ? 1 : 0;
    if (views || visitorsAdded) batcher.add({ day, kind, key, views, visitors: visitorsAdded });
    return visitorsAdded;
  };

  /** A page view's counts: the day, the page, the post, and where a visit began. */
  function countView(day: string, visitor: Visitor, { path, userAgent, entry }: PageView): void {
    count(day, visitor, 'day', '');
    const page = keyCap.keyOf(day, 'page', path);
    const newToPage = count(day, visitor, 'page', page);
    // A post is one page (its path is /blog/ and its slug), so its visitor is new to it when new to the page; a page counted as "other" counts no post.
    if (page === path && POST_PATH.test(path)) batcher.add({ day, kind: 'post', key: path.slice(POST_PREFIX.length), views: 1, visitors: newToPage });
    if (!entry) return;
    const source = sourceOf(entry.referrer, siteHost, entry.host);
    // A page loaded from a link on this site is not where a visit began.
    if (source === undefined) return;
    count(day, visitor, 'entry', path);
    count(day, visitor, 'referrer', source, 0);
    const campaign = campaignOf(entry.query);
    if (campaign) count(day, visitor, 'campaign', `${campaign.source}\u0000${campaign.medium}\u0000${campaign.campaign}`, 0);
    // The device and the browser follow from the user agent, which is part of the visitor: worked out once a day per visitor, on the first view that begins a visit.
    if (!visitor.first('device', '')) return;
    batcher.add({ day, kind: 'device', key: keyCap.keyOf(day, 'device', deviceOf(userAgent)), views: 0, visitors: 1 });
    batcher.add({ day, kind: 'browser', key: keyCap.keyOf(day, 'browser', browserOf(userAgent)), views: 0, visitors: 1 });
  }

  function period(from: string, to: string) {
    const days = dayCount(from, to);
    if (days < 1) throw validationProblem({ to: 'The period must end on or after its first day.' });
    if (days > MAX_REPORT_DAYS) throw validationProblem({ from: `A period is at most ${MAX_REPORT_DAYS} days.` });
    return days;
  }

  const service: AnalyticsService = {
    recordView(view) {
      // One rule for every counted view, answered by Express or from the public cache before it:
      // past the limit of its address in a minute a view is still served, only not counted.
      if (viewLimit && !viewLimit.take(view.address)) return;
      const day = dayNow();
      // Every view but the day's first is counted at once, without waiting for the salt.
      const visitor = visitors.visitorOf(day, view.address, view.userAgent);
      if (!(visitor instanceof Promise)) return countView(day, visitor, view);
      return visitor.then((known) => countView(day, known, view));
    },

    async recordNavigation(view) {
      if (await pageExists(view.path)) await service.recordView(view);
    },

    recordSearch({ place, radius, found }) {
      const day = dayNow();
      batcher.add({ day, kind: 'search', key: keyCap.keyOf(day, 'search', `${place}\u0000${radius}`), searches: 1, withResults: found > 0 ? 1 : 0, withoutResults: found > 0 ? 0 : 1 });
    },

    recordSignup(path) {
      if (!isPublicPage(path)) return;
      const day = dayNow();
      batcher.add({ day, kind: 'signup', key: keyCap.keyOf(day, 'signup', path), signups: 1 });
    },

    async report(from, to) {
      const length = period(from, to);
      // What this instance gathered is written first, so the answer includes it.
      await batcher.flush();
      const [daily, sums, comments] = await Promise.all([repository.daily(from, to, 'day', ''), repository.totals(from, to, REPORT_KINDS), commentsPerPost(from, to)]);
      const perDay = new Map(daily.map((row) => [row.day, row]));
      const days = Array.from({ length }, (_, i) => {
        const date = addDays(from, i);
        const row = perDay.get(date);
        return { date, views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
      });
      const of = (kind: Kind) => sums.filter((row) => row.kind === kind);
      const count = (row: CountRow) => ({ views: row.views ?? 0, visitors: row.visitors ?? 0 });
      return {
        from,
        to,
        totals: { views: days.reduce((n, d) => n + d.views, 0), visitors: days.reduce((n, d) => n + d.visitors, 0) },
        days,
        pages: of('page').map((row) => ({ path: row.key, ...count(row) })).sort(byViews).slice(0, TOP),
        posts: of('post').map((row) => ({ slug: row.key, ...count(row) })).sort(byViews).slice(0, TOP),
        entries: of('entry').map((row) => ({ path: row.key, visitors: row.visitors ?? 0 })).sort(byVisitors).slice(0, TOP),
        referrers: of('referrer').map((row) => ({ source: row.key, visitors: row.visitors ?? 0 })).sort(byVisitors).slice(0, TOP),
        campaigns: of('campaign')
          .map((row) => {
            const [source = '', medium = '', campaign = ''] = row.key.split('\u0000');
            return { source, medium, campaign, visitors: row.visitors ?? 0 };
          })
          .sort(byVisitors)
          .slice(0, TOP),
        devices: of('device').map((row) => ({ device: row.key, visitors: row.visitors ?? 0 })).sort(byVisitors),
        browsers: of('browser').map((row) => ({ browser: row.key, visitors: row.visitors ?? 0 })).sort(byVisitors),
        signups: of('signup').map((row) => ({ path: row.key, signups: row.signups ?? 0 })).sort((a, b) => b.signups - a.signups).slice(0, TOP),
        comments,
      };
    },

    async warm() {
      const today = utcDay(now());
      // The keys today already has count against its limits, as before a restart.
      for (const row of await repository.totals(today, today, [...REPORT_KINDS, 'search'])) keyCap.know(today, row.kind, row.key);
      for (const days of WARM_PERIODS) await repository.totals(addDays(today, 1 - days), today, [...REPORT_KINDS, 'search']);
    },

    async courtSearches(from, to) {
      period(from, to);
      // What this instance gathered is written first, so the answer includes it.
      await batcher.flush();
      const rows = await repository.totals(from, to, ['search']);
      return rows
        .map((row) => {
          const [place = '', radius = '0'] = row.key.split('\u0000');
          return { place, radius: Number(radius), searches: row.searches ?? 0, withResults: row.withResults ?? 0, withoutResults: row.withoutResults ?? 0 };
        })
        .sort((a, b) => b.withoutResults - a.withoutResults || b.searches - a.searches || a.place.localeCompare(b.place));
    },

    async summary(days) {
      // What this instance gathered is written first, so the answer includes it.
      await batcher.flush();
      const to = utcDay(now());
      const from = addDays(to, 1 - days);
      const rows = await repository.daily(addDays(from, -days), to, 'day', '');
      const sum = (a: string, b: string, field: 'views' | 'visitors') => rows.filter((r) => r.day >= a && r.day <= b).reduce((n, r) => n + (r[field] ?? 0), 0);
      const before = addDays(from, -1);
      return {
        days,
        views: sum(from, to, 'views'),
        visitors: sum(from, to, 'visitors'),
        previousViews: sum(addDays(from, -days), before, 'views'),
        previousVisitors: sum(addDays(from, -days), before, 'visitors'),
      };
    },

    async post(slug) {
      // What this instance gathered is written first, so the answer includes it.
      await batcher.flush();
      const rows = await repository.daily('0000-01-01', '9999-12-31', 'post', slug);
      return { views: rows.reduce((n, r) => n + (r.views ?? 0), 0), visitors: rows.reduce((n, r) => n + (r.visitors ?? 0), 0) };
    },

    async deleteCounts(selection, by) {
      period(selection.from, selection.to);
      if (selection.key !== undefined && selection.kind === undefined) throw validationProblem({ key: 'Choose the kind of the key to delete.' });
      // What this instance gathered is written first, so none of the selected counts comes back with the next batch.
      await batcher.flush();
      await repository.remove(selection);
      const what = selection.kind === undefined ? 'all counts' : selection.key === undefined ? `${selection.kind} counts` : `${selection.kind} "${selection.key}"`;
      await activity?.record({ actor: by, action: 'analytics.delete', detail: `${what}, ${selection.from} to ${selection.to}`.slice(0, 200) });
    },
  };
  return service;
}
