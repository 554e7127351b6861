import type { DataProvider } from 'react-admin';
import type { HomePage, HomePagePreview, HomePageVersion, HomeSection } from '../../../../codegen/hey-api/types.gen.ts';
import { homepageGet, homepagePreview, homepagePublish, homepageRestore, homepageUpdate, homepageVersions } from '../../../../codegen/hey-api/sdk.gen.ts';
import { noRecords } from '../dataProvider/noRecords.ts';
import { dataOf, sdk } from '../dataProvider/sdk.ts';
import { toSectionsInput } from './sectionKinds.ts';

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
    getOne: () => dataOf(homepageGet({ ...sdk })),
    update: (_resource, { data }) => dataOf(homepageUpdate({ ...sdk, body: { sections: toSectionsInput((data as { sections: HomeSection[] }).sections) } })),
    publishHomePage: () => dataOf(homepagePublish({ ...sdk })),
    homePageVersions: () => dataOf(homepageVersions({ ...sdk })),
    previewHomePage: (_resource, { sections }) => dataOf(homepagePreview({ ...sdk, body: { sections: toSectionsInput(sections) } })),
    restoreHomePage: (_resource, { version }) => dataOf(homepageRestore({ ...sdk, path: { version } })),
  } as HomePageDataProvider;
}
