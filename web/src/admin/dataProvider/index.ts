import fakeRestProvider from 'ra-data-fakerest';
import { combineDataProviders } from 'react-admin';
import { createCourtDataProvider } from '../courts/courtDataProvider.ts';
import { createBlogDataProvider, type BlogDataProvider } from './blogDataProvider.ts';
import { samplePages } from './samplePages.ts';
import { sampleUsers } from './sampleUsers.ts';

/** Resources that live only in the browser (SPEC §2: users and static pages are sample data). */
export const SAMPLE_RESOURCES = ['users', 'pages'] as const;

export function createDataProvider(): BlogDataProvider {
  const blog = createBlogDataProvider();
  const sample = fakeRestProvider({ users: structuredClone(sampleUsers), pages: structuredClone(samplePages) }, false, 300);
  const courts = createCourtDataProvider();
  return combineDataProviders((resource) =>
    resource === 'courts' ? courts : (SAMPLE_RESOURCES as readonly string[]).includes(resource) ? sample : blog,
  ) as BlogDataProvider;
}

export type { BlogDataProvider } from './blogDataProvider.ts';
