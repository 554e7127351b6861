import type { DataProvider } from 'react-admin';
import type { AnalyticsCount, AnalyticsDeleteCountsData, AnalyticsReport, AnalyticsSummary, CourtSearchCount } from '../../../../codegen/hey-api/types.gen.ts';
import { analyticsCourtSearches, analyticsDeleteCounts, analyticsPost, analyticsReport, analyticsSummary } from '../../../../codegen/hey-api/sdk.gen.ts';
import { noRecords } from './noRecords.ts';
import { dataOf, noData, sdk } from './sdk.ts';

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

export function createAnalyticsDataProvider(): DataProvider & AnalyticsDataProvider {
  return {
    ...noRecords('Analytics are read-only reports.'),
    analyticsReport: (_resource, period) => dataOf(analyticsReport({ ...sdk, query: period })),
    courtSearchCounts: (_resource, period) => dataOf(analyticsCourtSearches({ ...sdk, query: period })),
    analyticsSummary: (_resource, { days }) => dataOf(analyticsSummary({ ...sdk, query: { days } })),
    postAnalytics: (_resource, { slug }) => dataOf(analyticsPost({ ...sdk, query: { slug } })),
    // Only the parts of the selection given go in the query.
    deleteAnalyticsCounts: (_resource, { from, to, kind, key }) =>
      noData(analyticsDeleteCounts({ ...sdk, query: { from, to, ...(kind === undefined ? {} : { kind }), ...(key === undefined ? {} : { key }) } })),
  };
}
