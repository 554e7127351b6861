import type { HomeSection } from '../../../codegen/hey-api/types.gen.ts';
import { NO_ACTIVITY, type ActivityService, type Actor } from '../activity/service.ts';
import { notFound } from '../http/problem.ts';
import type { PublicCache } from '../public/cache.ts';
import type { PublicRead } from '../public/service.ts';
import { DEFAULT_SECTIONS } from './defaultSections.ts';
import type { HomePageRepository } from './repository/homepageRepository.ts';
import { readSections } from './validate.ts';

/** The draft being edited (version 0: the default, never saved) and which version is live. */
export interface HomePageState {
  version: number;
  savedAt: Date | null;
  sections: HomeSection[];
  /** The draft version that is live: 0 while the default is (before the first publication). */
  publishedVersion: number;
  publishedAt: Date | null;
}

export interface HomePageVersionRow {
  version: number;
  savedAt: Date;
  sections: number;
  published: boolean;
}

export interface HomePageService {
  current(): Promise<HomePageState>;
  /** Saves the sections as a new draft version; the live page is unchanged. 400 names each refused field. */
  update(sections: HomeSection[]): Promise<HomePageState>;
  /** Makes the newest draft live; `by` is named in the activity log. */
  publish(by?: Actor): Promise<HomePageState>;
  versions(): Promise<HomePageVersionRow[]>;
  /** Saves an earlier version's sections again as the newest draft; 404 for an unknown version. */
  restore(version: number, by?: Actor): Promise<HomePageState>;
  /** The draft's shown sections, for the signed-in preview. */
  preview(): Promise<{ sections: HomeSection[] }>;
  /** The live page's shown sections, kept in the public cache until a write clears it. */
  publicRead(): Promise<PublicRead>;
}

export interface HomePageDeps {
  repository: HomePageRepository;
  cache: PublicCache;
  activity?: Pick<ActivityService, 'record'>;
  now?: () => Date;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const shown = (sections: HomeSection[]) => sections.filter((section) => !section.hidden);

export function createHomePageService({ repository, cache, activity = NO_ACTIVITY, now = () => new Date() }: HomePageDeps): HomePageService {
  async function current(): Promise<HomePageState> {
    const [draft, live] = await Promise.all([repository.latest(), repository.published()]);
    return {
      version: draft?.version ?? 0,
      savedAt: draft?.savedAt ?? null,
      sections: draft?.value.sections ?? [...DEFAULT_SECTIONS],
      publishedVersion: live?.value.version ?? 0,
      publishedAt: live?.savedAt ?? null,
    };
  }

  const save = async (sections: HomeSection[]) => {
    await repository.save({ sections }, now());
    return current();
  };

  return {
    current,
    update: (sections) => save(readSections(sections)),
    async publish(by = null) {
      const draft = await current();
      await repository.publish({ version: draft.version, sections: draft.sections }, now());
      await activity.record({ actor: by, action: 'homepage.publish', detail: `Version ${draft.version}` });
      return current();
    },
    async versions() {
      const [rows, live] = await Promise.all([repository.versions(), repository.published()]);
      return rows.map((row) => ({ ...row, published: row.version === live?.value.version }));
    },
    async restore(version, by = null) {
      const stored = await repository.byVersion(version);
      if (!stored) throw notFound('Home page version');
      const saved = await save(stored.value.sections);
      await activity.record({ actor: by, action: 'homepage.restore', detail: `Went back to version ${version}` });
      return saved;
    },
    preview: async () => ({ sections: shown((await current()).sections) }),
    async publicRead() {
      const key = 'homepage:public';
      const entry = await cache.cached(key, async () => {
        const live = await repository.published();
        return { body: JSON.stringify({ sections: shown(live?.value.sections ?? [...DEFAULT_SECTIONS]) }), contentType: JSON_TYPE };
      });
      return { key, entry };
    },
  };
}
