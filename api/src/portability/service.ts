import { PORTABILITY_MESSAGES } from '../../../common/portability.ts';
import type { ActivityService, Actor } from '../activity/service.ts';
import { HttpProblem } from '../http/problem.ts';
import { sanitizePostHtml } from '../posts/sanitize.ts';
import { renderPageMarkdown } from '../staticPages/markdown.ts';
import { toGhostExport, type GhostExport } from './exports/ghost.ts';
import { EXPORT_FILES, EXPORT_FORMAT, EXPORT_VERSION, IMAGES_FOLDER, type ExportFile, type Manifest } from './format.ts';
import type { SiteContentRepository } from './repository/siteContent.ts';
import { parseCollection, type SiteDataRepository } from './repository/siteData.ts';
import { makeZip, readZip, textOf } from './zip.ts';

export interface PortabilityServiceOptions {
  repository: SiteDataRepository;
  /** The posts, pages and terms a Ghost export holds. */
  content: SiteContentRepository;
  /** The site's address, which the Ghost export puts before addresses written from its root. */
  siteUrl: string;
  activity: Pick<ActivityService, 'record'>;
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
function recordsOf(entries: Map<string, Uint8Array>, file: ExportFile): unknown[] {
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
export function createPortabilityService({ repository, content, siteUrl, activity, forget, now = () => new Date() }: PortabilityServiceOptions) {
  async function exportZip() {
    const { collections, counts, files } = await repository.read();
    const manifest: Manifest = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now().toISOString(), pageContent: 'html', counts, images: files.length };
    const texts = Object.fromEntries([['manifest.json', `${JSON.stringify(manifest, undefined, 1)}\n`], ...EXPORT_FILES.map((file) => [`${file}.json`, collections[file]])]) as Record<string, string>;
    const zip = await makeZip(texts, Object.fromEntries(files.map((file) => [`${IMAGES_FOLDER}${file.filename}`, file.bytes])));
    return { zip, counts, images: files.length };
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

    /** The same ZIP, for a backup (not logged). */
    exportZip: async () => (await exportZip()).zip,

    /** Restores an export into a site that holds only the sample content; anything else is refused and nothing changes. */
    async restore(zip: Uint8Array, actor: Actor): Promise<RestoreReport> {
      const entries = await readZip(zip);
      const { pageContent } = checkManifest(entries);
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
        await repository.replace(collections, files);
      } finally {
        forget();
      }
      const counts = Object.fromEntries(EXPORT_FILES.map((file) => [file, collections[file].length])) as Record<ExportFile, number>;
      await activity.record({ actor, action: 'site.restore', detail: `${counts.posts} posts, ${counts.pages} pages, ${files.size} images` });
      return { counts, images: files.size };
    },
  };
}

export type PortabilityService = ReturnType<typeof createPortabilityService>;
