import type { DataProvider } from 'react-admin';
import type { AnalyticsCount, AnalyticsDeleteCountsData, AnalyticsReport, AnalyticsSummary, CourtSearchCount } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';
import { noRecords } from './noRecords.ts';

export interface AnalyticsPeriod {
  /** First and last UTC day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The analytics reports (admin): no records, only custom calls under the `analytics` resource. */
export interface AnalyticsDataProvider {
  analyticsReport: (resource: string, params: AnalyticsPeriod) => Promise<{ data: AnalyticsReport }>;
  courtSearchCounts: (resource: string, params: AnalyticsPeriod) => Promise<{ data: CourtSearchCount[] }>;
  /** The last `days` days and the same number before them (the dashboard's figure). */
  analyticsSummary: (resource: string, params: { days: number }) => Promise<{ data: AnalyticsSummary }>;
  /** A post's views and visitors since counting began. */
  postAnalytics: (resource: string, params: { slug: string }) => Promise<{ data: AnalyticsCount }>;
  /** Deletes the counts of a period, of one kind in it, or of one key of that kind (admin). */
  deleteAnalyticsCounts: (resource: string, params: AnalyticsPeriod & { kind?: AnalyticsKind; key?: string }) => Promise<{ data: null }>;
}

/** What a stored count is about, as the delete operation names it. */
export type AnalyticsKind = NonNullable<AnalyticsDeleteCountsData['query']['kind']>;

const get = async <T,>(path: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return { data: (await httpClient(`${path}?${search}`)).json as T };
};

export function createAnalyticsDataProvider(): DataProvider & AnalyticsDataProvider {
  return {
    ...noRecords('Analytics are read-only reports.'),
    analyticsReport: (_resource, period) => get<AnalyticsReport>('/api/analytics', { ...period }),
    courtSearchCounts: (_resource, period) => get<CourtSearchCount[]>('/api/analytics/court-searches', { ...period }),
    analyticsSummary: (_resource, { days }) => get<AnalyticsSummary>('/api/analytics/summary', { days }),
    postAnalytics: (_resource, { slug }) => get<AnalyticsCount>('/api/analytics/post', { slug }),
    async deleteAnalyticsCounts(_resource, selection) {
      const search = new URLSearchParams(Object.entries(selection).filter((entry): entry is [string, string] => entry[1] !== undefined));
      await httpClient(`/api/analytics/counts?${search}`, { method: 'DELETE' });
      return { data: null };
    },
  };
}
