import type { DataProvider } from 'react-admin';
import type { HomePage, HomePagePreview, HomePageVersion, HomeSection } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from '../dataProvider/httpClient.ts';
import { noRecords } from '../dataProvider/noRecords.ts';
import { toSectionsInput } from './sectionKinds.ts';

const HOMEPAGE_API = '/api/homepage';

export interface HomePageDataProvider extends DataProvider {
  /** POST /api/homepage/publish: the newest draft goes live. */
  publishHomePage: (resource: string) => Promise<{ data: HomePage }>;
  /** GET /api/homepage/versions: every save, newest first. */
  homePageVersions: (resource: string) => Promise<{ data: HomePageVersion[] }>;
  /** POST /api/homepage/versions/{version}/restore: an earlier save back as the draft. */
  restoreHomePage: (resource: string, params: { version: number }) => Promise<{ data: HomePage }>;
  /** POST /api/homepage/preview: the landing drawn from these sections, nothing saved. */
  previewHomePage: (resource: string, params: { sections: HomeSection[] }) => Promise<{ data: HomePagePreview }>;
}

/** The one home page document as react-admin's record `homepage/site`; saving keeps a draft. */
export function createHomePageDataProvider(): HomePageDataProvider {
  return {
    ...noRecords('The home page is one document: read and update it.'),
    getOne: async () => ({ data: (await httpClient(HOMEPAGE_API)).json as HomePage }),
    update: async (_resource, { data }) => ({
      data: (await httpClient(HOMEPAGE_API, { method: 'PUT', body: JSON.stringify({ sections: toSectionsInput((data as { sections: HomeSection[] }).sections) }) })).json as HomePage,
    }),
    publishHomePage: async () => ({ data: (await httpClient(`${HOMEPAGE_API}/publish`, { method: 'POST' })).json as HomePage }),
    homePageVersions: async () => ({ data: (await httpClient(`${HOMEPAGE_API}/versions`)).json as HomePageVersion[] }),
    previewHomePage: async (_resource, { sections }) => ({
      data: (await httpClient(`${HOMEPAGE_API}/preview`, { method: 'POST', body: JSON.stringify({ sections: toSectionsInput(sections) }) })).json as HomePagePreview,
    }),
    restoreHomePage: async (_resource, { version }) => ({ data: (await httpClient(`${HOMEPAGE_API}/versions/${version}/restore`, { method: 'POST' })).json as HomePage }),
  } as HomePageDataProvider;
}
