import { ACTIVITY_DETAIL_MAX } from '../../../common/activity.ts';
import { NO_ACTIVITY, type ActivityService, type Actor } from '../activity/service.ts';
import { IANAZone } from 'luxon';
import { changedSettings, publicSettings, SETTINGS_DEFAULTS, SETTINGS_MESSAGES, type SiteSettings } from '../../../common/settings.ts';
import type { PublicSettings } from '../../../codegen/hey-api/types.gen.ts';
import { accentProblems } from '../../../common/brand.ts';
import { notFound, validationProblem } from '../http/problem.ts';
import type { ImageInfoReader } from '../public/summaries.ts';
import type { SettingsRepository, SettingsVersionSummary } from './repository/settingsRepository.ts';

/** The settings in force: version 0 (never saved) are the defaults. */
export interface CurrentSettings {
  version: number;
  savedAt: Date | null;
  settings: SiteSettings;
}

export interface SettingsService {
  current(): Promise<CurrentSettings>;
  /** Drops the settings held in memory, after they were replaced around the service (a restore). */
  forget(): void;
  /** The settings every public page, feed and mail is drawn with. */
  site(): Promise<SiteSettings>;
  /** The public part, with the link-preview image every page without its own uses. */
  publicPart(): Promise<PublicSettings>;
  /** Saves `input` as a new version, in force at once; `by` is named in the activity log. */
  update(input: SiteSettings, by?: Actor): Promise<CurrentSettings>;
  versions(): Promise<SettingsVersionSummary[]>;
  /** Saves an earlier version's settings again as the newest; 404 for an unknown version. */
  restore(version: number, by?: Actor): Promise<CurrentSettings>;
}

export interface SettingsDeps {
  repository: SettingsRepository;
  /** How long a read is trusted before the database is asked again (other instances may write it). */
  ttlMs: number;
  /** Size of an uploaded image. */
  imageInfo: ImageInfoReader;
  /** Where every save and restore is recorded (nowhere when absent). */
  activity?: Pick<ActivityService, 'record'>;
  now?: () => Date;
}

/** Link previews of pages without an image of their own show the site's court photo unless a default is set. */
export const FALLBACK_SOCIAL_IMAGE = { url: '/hero-court.jpg', width: 1600, height: 900 };

/** Stored settings with every field a later release added filled in from the defaults. */
function complete(stored: Partial<SiteSettings>): SiteSettings {
  return { ...SETTINGS_DEFAULTS, ...stored, social: { ...SETTINGS_DEFAULTS.social, ...stored.social } };
}

/** Text fields are kept without their surrounding spaces. */
function tidy(input: SiteSettings): SiteSettings {
  const trimmed = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as unknown as SiteSettings;
  const social = Object.fromEntries(Object.entries(input.social).map(([key, value]) => [key, value.trim()])) as unknown as SiteSettings['social'];
  return { ...trimmed, social };
}

const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** "site title and theme", or that a save changed nothing. */
function whatChanged(before: SiteSettings, after: SiteSettings): string {
  const names = changedSettings(before, after);
  return names.length === 0 ? 'nothing changed' : list.format(names);
}

const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`.slice(0, ACTIVITY_DETAIL_MAX);

export function createSettingsService({ repository, ttlMs, imageInfo, activity = NO_ACTIVITY, now = () => new Date() }: SettingsDeps): SettingsService {
  let held: { value: CurrentSettings; until: number } | undefined;
  let reading: Promise<CurrentSettings> | undefined;

  const hold = (value: CurrentSettings) => {
    held = { value, until: Date.now() + ttlMs };
    return value;
  };

  async function load(): Promise<CurrentSettings> {
    const stored = await repository.latest();
    return stored ? { version: stored.version, savedAt: stored.savedAt, settings: complete(stored.settings) } : { version: 0, savedAt: null, settings: SETTINGS_DEFAULTS };
  }

  function current(): Promise<CurrentSettings> {
    if (held && held.until > Date.now()) return Promise.resolve(held.value);
    // Concurrent readers share one query.
    reading ??= load()
      .then(hold)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  async function save(settings: SiteSettings): Promise<CurrentSettings> {
    const stored = await repository.save(settings, now());
    return hold({ version: stored.version, savedAt: stored.savedAt, settings: complete(stored.settings) });
  }

  return {
    current,
    forget() {
      held = undefined;
    },
    site: async () => (await current()).settings,
    async publicPart() {
      const settings = (await current()).settings;
      const url = settings.defaultSocialImage;
      const info = url ? await imageInfo(url).catch(() => undefined) : undefined;
      const socialImage = url ? { url, width: info?.width ?? null, height: info?.height ?? null } : FALLBACK_SOCIAL_IMAGE;
      return { ...publicSettings(settings), socialImage };
    },
    async update(input, by = null) {
      const settings = tidy(input);
      // Accent colours are link text: each must reach AA contrast on its theme's backgrounds.
      const problems: Record<string, string> = { ...accentProblems(settings) };
      // The pattern lets through names no zone database knows ("Mars/Olympus").
      if (!IANAZone.isValidZone(settings.timeZone)) problems.timeZone = SETTINGS_MESSAGES.timeZone;
      if (Object.keys(problems).length > 0) throw validationProblem(problems);
      const before = (await load()).settings;
      const saved = await save(settings);
      await activity.record({ actor: by, action: 'settings.update', detail: sentence(whatChanged(before, saved.settings)) });
      return saved;
    },
    versions: () => repository.versions(),
    async restore(version, by = null) {
      const stored = await repository.byVersion(version);
      if (!stored) throw notFound('Settings version');
      const before = (await load()).settings;
      const saved = await save(complete(stored.settings));
      await activity.record({ actor: by, action: 'settings.restore', detail: sentence(`went back to version ${version}: ${whatChanged(before, saved.settings)}`) });
      return saved;
    },
  };
}
