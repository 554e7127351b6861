import { PASSPHRASE_MIN_LENGTH, PORTABILITY_MESSAGES } from '../../../common/portability.ts';
import { characters } from '../../../common/characters.ts';
import type { ActivityService, Actor } from '../activity/service.ts';
import { HttpProblem } from '../http/problem.ts';
import { sanitizePostHtml } from '../posts/sanitize.ts';
import { renderPageMarkdown } from '../staticPages/markdown.ts';
import type { SecretBox } from '../twoFactor/secretBox.ts';
import { isSealedBackup, openBackup, sealBackup } from './encryption.ts';
import { toGhostExport, type GhostExport } from './exports/ghost.ts';
import { EXPORT_FILES, EXPORT_FORMAT, EXPORT_VERSION, IMAGES_FOLDER, SECRET_FILES, type ExportFile, type Manifest } from './format.ts';
import type { SiteContentRepository } from './repository/siteContent.ts';
import { collectionText } from './repository/collectionText.ts';
import { parseCollection, type SecretRecords, type SiteDataRepository } from './repository/siteData.ts';
import { makeZip, readZip, textOf } from './zip.ts';

export interface PortabilityServiceOptions {
  repository: SiteDataRepository;
  /** The posts, pages and terms a Ghost export holds. */
  content: SiteContentRepository;
  /** The site's address, which the Ghost export puts before addresses written from its root. */
  siteUrl: string;
  activity: Pick<ActivityService, 'record'>;
  /** Seals two-factor secrets as this site stores them: a full backup holds them open (inside its encryption), for any site's key. */
  secretBox: Pick<SecretBox, 'seal' | 'open'>;
  /** Drops what this process holds in memory of the data a restore replaced. */
  forget: () => void;
  now?: () => Date;
}

export interface RestoreReport {
  counts: Record<ExportFile, number>;
  images: number;
}

const refuse = (detail: string) => new HttpProblem(400, detail);

/** The records of one collection file; a file the export lacks is an empty collection. */
function recordsOf(entries: Map<string, Uint8Array>, file: string): unknown[] {
  const text = textOf(entries.get(`${file}.json`));
  if (text === undefined) return [];
  try {
    return parseCollection(text);
  } catch {
    throw refuse(PORTABILITY_MESSAGES.badCollection(`${file}.json`));
  }
}

/** A record with its HTML field sanitized as the editor's are (`clean`: how). */
function sanitizedField(record: unknown, field: string, clean: (text: string) => string = sanitizePostHtml): unknown {
  const fields = record as Record<string, unknown>;
  return typeof fields?.[field] === 'string' ? { ...fields, [field]: clean(fields[field]) } : record;
}

/** The manifest of a ZIP that is an export of this format and version; anything else is refused. */
function checkManifest(entries: Map<string, Uint8Array>): Partial<Manifest> {
  let manifest: Partial<Manifest> | undefined;
  try {
    manifest = JSON.parse(textOf(entries.get('manifest.json')) ?? 'null') as Partial<Manifest> | undefined;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== EXPORT_FORMAT || manifest.version !== EXPORT_VERSION) throw refuse(PORTABILITY_MESSAGES.wrongFormat);
  return manifest;
}

/** Export of the whole site, and its restore into a new one. */
export function createPortabilityService({ repository, content, siteUrl, activity, secretBox, forget, now = () => new Date() }: PortabilityServiceOptions) {
  /** A full backup's secret files: two-factor secrets opened from this site's key (one that does not open is left out). */
  async function secretTexts(): Promise<Record<string, string>> {
    const secrets = await repository.readSecrets();
    const twoFactor = secrets['two-factor'].flatMap((record) => {
      try {
        return [{ _id: record._id, secret: secretBox.open(String(record.secret)), backupCodes: record.backupCodes, lastStep: record.lastStep }];
      } catch {
        return [];
      }
    });
    const texts: Record<string, string> = {};
    for (const file of SECRET_FILES) texts[`${file}.json`] = await collectionText(file === 'two-factor' ? twoFactor : secrets[file]);
    return texts;
  }

  async function exportZip(withSecrets = false) {
    const { collections, counts, files } = await repository.read();
    const manifest: Manifest = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now().toISOString(), pageContent: 'html', counts, images: files.length, ...(withSecrets ? { secrets: true as const } : {}) };
    const texts = Object.fromEntries([
      ['manifest.json', `${JSON.stringify(manifest, undefined, 1)}\n`],
      ...EXPORT_FILES.map((file) => [`${file}.json`, collections[file]]),
      ...Object.entries(withSecrets ? await secretTexts() : {}),
    ]) as Record<string, string>;
    const zip = await makeZip(texts, Object.fromEntries(files.map((file) => [`${IMAGES_FOLDER}${file.filename}`, file.bytes])));
    return { zip, counts, images: files.length };
  }

  /** A full backup's secrets, two-factor secrets sealed with this site's key; a record of another shape is refused. */
  function secretsOf(entries: Map<string, Uint8Array>): SecretRecords {
    const records = Object.fromEntries(SECRET_FILES.map((file) => [file, recordsOf(entries, file) as Record<string, unknown>[]])) as SecretRecords;
    const bad = (file: string) => refuse(PORTABILITY_MESSAGES.badCollection(`${file}.json`));
    if (records['staff-credentials'].some((record) => typeof record?.passwordHash !== 'string')) throw bad('staff-credentials');
    const isCodes = (codes: unknown) => Array.isArray(codes) && codes.every((code) => typeof code === 'string');
    if (records['two-factor'].some((record) => typeof record?.secret !== 'string' || !isCodes(record.backupCodes))) throw bad('two-factor');
    if (records.webhooks.some((record) => typeof record?.secret !== 'string' || typeof record.url !== 'string')) throw bad('webhooks');
    records['two-factor'] = records['two-factor'].map((record) => ({
      _id: record._id,
      secret: secretBox.seal(String(record.secret)),
      pendingSecret: null,
      lastStep: record.lastStep ?? 0,
      backupCodes: record.backupCodes,
      pendingLogin: null,
      failures: 0,
      failuresResetAt: null,
    }));
    return records;
  }

  return {
    /** The site as one ZIP (docs/export-format.md); logged in the activity log. */
    async exportSite(actor: Actor): Promise<Uint8Array> {
      const { zip, counts, images } = await exportZip();
      await activity.record({ actor, action: 'site.export', detail: `${counts.posts} posts, ${counts.pages} pages, ${images} images` });
      return zip;
    },

    /** Posts, pages and terms in Ghost's import format (docs/export-format.md); logged in the activity log. */
    async exportGhost(actor: Actor): Promise<GhostExport> {
      const exported = toGhostExport(await content.read(), siteUrl.replace(/\/+$/, ''), now());
      const { posts } = exported.db[0].data;
      const pages = posts.filter((post) => post.type === 'page').length;
      await activity.record({ actor, action: 'site.exportGhost', detail: `${posts.length - pages} posts, ${pages} pages` });
      return exported;
    },

    /**
     * The site with its staff's password hashes, two-factor secrets and webhook secrets, encrypted
     * under the owner's passphrase (encryption.ts); logged, the passphrase never.
     */
    async exportFull(actor: Actor, passphrase: string): Promise<Uint8Array> {
      if (characters(passphrase) < PASSPHRASE_MIN_LENGTH) throw new HttpProblem(400, PORTABILITY_MESSAGES.passphraseShort, { errors: { passphrase: PORTABILITY_MESSAGES.passphraseShort } });
      const { zip, counts, images } = await exportZip(true);
      const sealed = await sealBackup(zip, passphrase);
      await activity.record({ actor, action: 'site.exportFull', detail: `${counts.posts} posts, ${counts.pages} pages, ${images} images, ${counts.staff} staff accounts with their credentials` });
      return sealed;
    },

    /** The same ZIP, for a backup (not logged). */
    exportZip: async () => (await exportZip()).zip,

    /**
     * Restores an export, or a full backup opened with its passphrase, into a site that holds only
     * the sample content; anything else is refused and nothing changes.
     */
    async restore(file: Uint8Array, actor: Actor, passphrase?: string): Promise<RestoreReport> {
      const sealed = isSealedBackup(file);
      if (sealed && !passphrase) throw new HttpProblem(400, PORTABILITY_MESSAGES.passphraseNeeded);
      const zip = sealed ? await openBackup(file, passphrase!) : file;
      const entries = await readZip(zip);
      const { pageContent, secrets: withSecrets } = checkManifest(entries);
      // Secrets are taken only from a full backup, which only its passphrase opens.
      const secrets = sealed && withSecrets ? secretsOf(entries) : undefined;
      const collections = Object.fromEntries(EXPORT_FILES.map((file) => [file, recordsOf(entries, file)])) as Record<ExportFile, unknown[]>;
      // HTML shown on public pages passes the editor's sanitizer again: a ZIP may have been edited by hand.
      collections.posts = collections.posts.map((post) => sanitizedField(post, 'content'));
      collections['gear-reviews'] = collections['gear-reviews'].map((review) => sanitizedField(review, 'body'));
      // Pages hold the editor's HTML; an export made before they did holds their Markdown.
      collections.pages = collections.pages.map((page) => sanitizedField(page, 'content', pageContent === 'html' ? sanitizePostHtml : renderPageMarkdown));
      const files = new Map<string, Uint8Array>();
      for (const record of collections.uploads as { filename?: unknown }[]) {
        const name = String(record.filename);
        const bytes = entries.get(`${IMAGES_FOLDER}${name}`);
        if (!bytes) throw refuse(PORTABILITY_MESSAGES.missingImage(name));
        files.set(name, bytes);
      }
      if (!(await repository.holdsOnlySampleContent())) throw new HttpProblem(409, PORTABILITY_MESSAGES.notEmpty);
      try {
        await repository.replace(collections, files, secrets);
      } finally {
        forget();
      }
      const counts = Object.fromEntries(EXPORT_FILES.map((file) => [file, collections[file].length])) as Record<ExportFile, number>;
      await activity.record({ actor, action: 'site.restore', detail: `${counts.posts} posts, ${counts.pages} pages, ${files.size} images${secrets ? ', with the staff credentials of a full backup' : ''}` });
      return { counts, images: files.size };
    },
  };
}

export type PortabilityService = ReturnType<typeof createPortabilityService>;
