import type { NavigationInput } from '../../../codegen/hey-api/types.gen.ts';
import { LEGAL_PAGES } from '../../../common/legalPages.ts';
import { DEFAULT_FOOTER, DEFAULT_HEADER } from '../../../common/navigation.ts';
import { NO_ACTIVITY, type ActivityService, type Actor } from '../activity/service.ts';
import { notFound } from '../http/problem.ts';
import type { PublicCache } from '../public/cache.ts';
import type { PublicRead } from '../public/service.ts';
import { publicMenus } from './publicMenus.ts';
import type { NavigationRepository, NavigationVersionSummary } from './repository/navigationRepository.ts';
import { readMenus, type NavRecords } from './validate.ts';

/** The menus in force: version 0 (never saved) are the defaults. */
export interface CurrentMenus {
  version: number;
  savedAt: Date | null;
  menus: NavigationInput;
}

export interface NavigationService {
  current(): Promise<CurrentMenus>;
  /** Saves `input` as a new version, in force at once; 400 names each refused field. `by` is named in the activity log. */
  update(input: NavigationInput, by?: Actor): Promise<CurrentMenus>;
  versions(): Promise<NavigationVersionSummary[]>;
  /** Saves an earlier version's menus again as the newest; 404 for an unknown version. */
  restore(version: number, by?: Actor): Promise<CurrentMenus>;
  /** The public menus, kept in the public cache until a write clears it. */
  publicRead(): Promise<PublicRead>;
}

export interface NavigationDeps {
  repository: NavigationRepository;
  records: NavRecords;
  /** A static page's id by its slug, for the default legal links. */
  pageIdBySlug(slug: string): Promise<number | null>;
  /** The public bodies' cache: its lifetime bounds how late a scheduled post's menu entry appears. */
  cache: PublicCache;
  /** Where every save and restore is recorded (nowhere when absent). */
  activity?: Pick<ActivityService, 'record'>;
  now?: () => Date;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Each part of the menus as the activity log names it. */
const MENU_NAMES: Record<keyof NavigationInput, string> = { header: 'header menu', footer: 'footer columns', legal: 'legal links' };
const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** The parts of the menus a save changed, in words ("header menu and legal links"). */
function whatChanged(before: NavigationInput, after: NavigationInput): string {
  const names = (Object.keys(MENU_NAMES) as (keyof NavigationInput)[]).filter((part) => JSON.stringify(before[part]) !== JSON.stringify(after[part])).map((part) => MENU_NAMES[part]);
  return names.length === 0 ? 'nothing changed' : list.format(names);
}

const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

export function createNavigationService({ repository, records, pageIdBySlug, cache, activity = NO_ACTIVITY, now = () => new Date() }: NavigationDeps): NavigationService {
  /** A fresh install's menus: today's groups and columns, and the legal pages that exist. */
  async function defaults(): Promise<NavigationInput> {
    const legal = await Promise.all(LEGAL_PAGES.map(async ({ slug, title }) => ({ title, id: await pageIdBySlug(slug) })));
    return {
      header: DEFAULT_HEADER,
      footer: DEFAULT_FOOTER,
      legal: legal.flatMap(({ title, id }) => (id === null ? [] : [{ label: title, kind: 'page' as const, pageId: id }])),
    };
  }

  async function current(): Promise<CurrentMenus> {
    const stored = await repository.latest();
    return stored ? { version: stored.version, savedAt: stored.savedAt, menus: stored.value } : { version: 0, savedAt: null, menus: await defaults() };
  }

  const save = async (menus: NavigationInput): Promise<CurrentMenus> => {
    const stored = await repository.save(menus, now());
    return { version: stored.version, savedAt: stored.savedAt, menus: stored.value };
  };

  return {
    current,
    async update(input, by = null) {
      const menus = await readMenus(input, records);
      const before = (await current()).menus;
      const saved = await save(menus);
      await activity.record({ actor: by, action: 'navigation.update', detail: sentence(whatChanged(before, saved.menus)) });
      return saved;
    },
    versions: () => repository.versions(),
    async restore(version, by = null) {
      const stored = await repository.byVersion(version);
      if (!stored) throw notFound('Menus version');
      const before = (await current()).menus;
      const saved = await save(stored.value);
      await activity.record({ actor: by, action: 'navigation.restore', detail: `Went back to version ${version}: ${whatChanged(before, saved.menus)}` });
      return saved;
    },
    async publicRead() {
      const key = 'navigation:public';
      const entry = await cache.cached(key, async () => ({ body: JSON.stringify(await publicMenus((await current()).menus, records)), contentType: JSON_TYPE }));
      return { key, entry };
    },
  };
}
