import { combineDataProviders } from 'react-admin';
import { createCourtDataProvider } from '../courts/courtDataProvider.ts';
import { createBlogDataProvider, type BlogDataProvider } from './blogDataProvider.ts';
import { createNewsletterDataProvider } from './newsletterDataProvider.ts';
import { lazyDataProvider } from '../lazy/lazyDataProvider.ts';

/** Resources that live only in the browser: users and static pages are sample data. */
export const SAMPLE_RESOURCES = ['users', 'pages'] as const;

/** The newsletter's resources, under /api/newsletter. */
export const NEWSLETTER_RESOURCES = ['subscribers', 'issues'] as const;

export function createDataProvider(): BlogDataProvider {
  const blog = createBlogDataProvider();
  const newsletter = createNewsletterDataProvider();
  // fakerest and the samples are fetched when a sample screen first asks for data.
  const sample = lazyDataProvider(() => import('./sampleDataProvider.ts').then((m) => m.createSampleDataProvider()));
  const courts = createCourtDataProvider();
  return combineDataProviders((resource) => {
    if (resource === 'courts') return courts;
    if ((NEWSLETTER_RESOURCES as readonly string[]).includes(resource)) return newsletter;
    return (SAMPLE_RESOURCES as readonly string[]).includes(resource) ? sample : blog;
  }) as BlogDataProvider;
}

export type { BlogDataProvider } from './blogDataProvider.ts';
export type { NewsletterDataProvider } from './newsletterDataProvider.ts';
