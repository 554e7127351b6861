import type { HomeSection, PublicHomePage } from '../../../codegen/hey-api/types.gen.ts';
import { NO_ACTIVITY, type ActivityService, type Actor } from '../activity/service.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import type { PublicCache } from '../public/cache.ts';
import type { PublicRead } from '../public/service.ts';
import type { ImageInfoReader } from '../public/summaries.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import { BUNDLED_IMAGES } from './bundledImages.ts';
import { DEFAULT_SECTIONS } from './defaultSections.ts';
import type { HomePageRepository } from './repository/homepageRepository.ts';
import { upcomingOfSections, type HomeEventSource } from './upcoming.ts';
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
  /**
   * The landing drawn from `sections` (checked and sanitized as a save checks them), as a document
   * without scripts; nothing is stored. 503 where the site is not served (no renderer).
   */
  preview(sections: HomeSection[]): Promise<string>;
  /** The live page's shown sections and its events sections' sessions, kept in the public cache until a write clears it or a session ends. */
  publicRead(): Promise<PublicRead>;
  /** How previews are drawn: the site's renderer, given once the site is mounted. */
  drawPreviewsWith(draw: DrawHomePage): void;
}

/** Draws the landing page from a public home page body, as a static document. */
export type DrawHomePage = (page: PublicHomePage) => Promise<string>;

export interface HomePageDeps {
  repository: HomePageRepository;
  cache: PublicCache;
  activity?: Pick<ActivityService, 'record'>;
  /** The calendar the events sections show (none when absent). */
  events?: HomeEventSource;
  /** The site's time zone, the sessions' times are shown in. */
  settings?: SiteSettingsReader;
  /** Size and variants of an uploaded image, by its URL (none when absent). */
  imageInfo?: ImageInfoReader;
  now?: () => Date;
}

const NO_EVENTS: HomeEventSource = { between: async () => [] };
const NO_IMAGE_INFO: ImageInfoReader = async () => undefined;
const NOT_SERVED = 'Previews are drawn by the site, which this server does not serve: build the site (make build) and serve it.';

const JSON_TYPE = 'application/json; charset=utf-8';
const shown = (sections: HomeSection[]) => sections.filter((section) => !section.hidden);

export function createHomePageService({ repository, cache, activity = NO_ACTIVITY, events = NO_EVENTS, settings = DEFAULT_SETTINGS_READER, imageInfo = NO_IMAGE_INFO, now = () => new Date() }: HomePageDeps): HomePageService {
  let draw: DrawHomePage | undefined;

  /** Size and variants of each image the sections show that has them: the site's own, or an upload's. */
  async function imagesOf(sections: HomeSection[]): Promise<PublicHomePage['images']> {
    const sources = [...new Set(sections.flatMap((section) => (section.image ? [section.image.src] : [])))];
    const infos = await Promise.all(sources.map((src) => BUNDLED_IMAGES.get(src) ?? imageInfo(src).catch(() => undefined)));
    return Object.fromEntries(sources.flatMap((src, index) => (infos[index] ? [[src, infos[index]]] : [])));
  }

  /** The body the landing draws: the shown sections, the site's zone, each events section's next sessions and the images' variants. */
  async function publicBody(sections: HomeSection[]): Promise<{ body: PublicHomePage; validUntil?: number }> {
    const visible = shown(sections);
    const [{ upcoming, validUntil }, site, images] = await Promise.all([upcomingOfSections(visible, events, now().getTime()), settings.site(), imagesOf(visible)]);
    return { body: { sections: visible, timeZone: site.timeZone, upcoming, images }, validUntil };
  }

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
    async preview(sections) {
      const checked = readSections(sections);
      if (!draw) throw new HttpProblem(503, NOT_SERVED);
      return draw((await publicBody(checked)).body);
    },
    async publicRead() {
      const key = 'homepage:public';
      const entry = await cache.cached(key, async () => {
        const live = await repository.published();
        // A session that has ended leaves the page: the body is computed again once the first shown one ends.
        const { body, validUntil } = await publicBody(live?.value.sections ?? [...DEFAULT_SECTIONS]);
        return { body: JSON.stringify(body), contentType: JSON_TYPE, validUntil };
      });
      return { key, entry };
    },
    drawPreviewsWith(drawer) {
      draw = drawer;
    },
  };
}
