import type { HomeSection } from '../../../../codegen/hey-api/types.gen.ts';
import { versionedDocument, versionModel, type StoredVersion } from '../../db/versionedDocument.ts';

/** One saved draft of the home page, under `page`; the highest `_id` is the draft being edited. */
export const HomePageVersion = versionModel('HomePageVersion', 'homepageversions', 'page');
/** One publication, under `publication`: which draft went live, with its sections; the highest is live. */
export const HomePagePublication = versionModel('HomePagePublication', 'homepagepublications', 'publication');

export interface HomePageValue {
  sections: HomeSection[];
}

export interface Publication {
  /** The draft version that went live (0: the default, never saved). */
  version: number;
  sections: HomeSection[];
}

export type StoredHomePage = StoredVersion<HomePageValue>;

export interface HomePageVersionSummary {
  version: number;
  savedAt: Date;
  sections: number;
}

/** Every save of the home page and every publication, kept. */
export interface HomePageRepository {
  latest(): Promise<StoredHomePage | null>;
  byVersion(version: number): Promise<StoredHomePage | null>;
  /** Newest first. */
  versions(): Promise<HomePageVersionSummary[]>;
  save(value: HomePageValue, savedAt: Date): Promise<StoredHomePage>;
  published(): Promise<StoredVersion<Publication> | null>;
  publish(publication: Publication, at: Date): Promise<StoredVersion<Publication>>;
}

export function createHomePageRepository(): HomePageRepository {
  const drafts = versionedDocument<HomePageValue>(HomePageVersion, 'page');
  const publications = versionedDocument<Publication>(HomePagePublication, 'publication');
  return {
    latest: () => drafts.latest(),
    byVersion: (version) => drafts.byVersion(version),
    versions: async () => (await drafts.versions(['sections'])).map(({ version, savedAt, value }) => ({ version, savedAt, sections: value.sections?.length ?? 0 })),
    save: (value, savedAt) => drafts.save(value, savedAt),
    published: () => publications.latest(),
    publish: (publication, at) => publications.save(publication, at),
  };
}
