import { combineDataProviders } from 'react-admin';
import { createBlogDataProvider, type BlogDataProvider } from './blogDataProvider.ts';
import { lazyDataProvider } from '../lazy/lazyDataProvider.ts';
import { createAnalyticsDataProvider, type AnalyticsDataProvider } from './analyticsDataProvider.ts';
import { createCourtDataProvider, type CourtDataProvider } from './courtDataProvider.ts';
import { createNewsletterDataProvider, type NewsletterDataProvider } from './newsletterDataProvider.ts';

/** Resources that live only in the browser: users and static pages are sample data. */
export const SAMPLE_RESOURCES = ['users', 'pages'] as const;

/** The newsletter's resources, under /api/newsletter. */
export const NEWSLETTER_RESOURCES = ['subscribers', 'issues'] as const;

/**
 * The back office's one way to the server: the standard react-admin methods plus each resource's
 * custom calls (revisions, preview links, court import, newsletter actions), routed by resource.
 * Screens call them through `useDataProvider<AdminDataProvider>()`.
 */
export type AdminDataProvider = BlogDataProvider & CourtDataProvider & NewsletterDataProvider & AnalyticsDataProvider;

export function createDataProvider(): AdminDataProvider {
  const blog = createBlogDataProvider();
  const newsletter = createNewsletterDataProvider();
  // fakerest and the samples are fetched when a sample screen first asks for data.
  const sample = lazyDataProvider(() => import('./sampleDataProvider.ts').then((m) => m.createSampleDataProvider()));
  const courts = createCourtDataProvider();
  const analytics = createAnalyticsDataProvider();
  return combineDataProviders((resource) => {
    if (resource === 'courts') return courts;
    if (resource === 'analytics') return analytics;
    if ((NEWSLETTER_RESOURCES as readonly string[]).includes(resource)) return newsletter;
    return (SAMPLE_RESOURCES as readonly string[]).includes(resource) ? sample : blog;
  }) as AdminDataProvider;
}
