/** The export's name and version in manifest.json; a restore refuses any other. */
export const EXPORT_FORMAT = 'pickleball-hub-export';
export const EXPORT_VERSION = 1;

/** The collections an export holds, by the file each is written to (docs/export-format.md). */
export const EXPORT_FILES = [
  'posts',
  'post-redirects',
  'pages',
  'revisions',
  'categories',
  'tags',
  'courts',
  'gear-products',
  'gear-reviews',
  'events',
  'settings',
  'navigation',
  'staff',
  'subscribers',
  'members',
  'comments',
  'analytics-counts',
  'analytics-days',
  'counters',
  'uploads',
] as const;

export type ExportFile = (typeof EXPORT_FILES)[number];

/**
 * What only a full backup holds, and only encrypted (encryption.ts): staff password hashes, their
 * two-factor secrets and backup codes, and the webhooks with their signing secrets.
 */
export const SECRET_FILES = ['staff-credentials', 'two-factor', 'webhooks'] as const;

export type SecretFile = (typeof SECRET_FILES)[number];

export interface Manifest {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  /** `html`: pages hold the editor's HTML. Exports made before that say nothing and hold Markdown. */
  pageContent?: 'html';
  /** Records per collection file. */
  counts: Record<ExportFile, number>;
  /** Image files under images/. */
  images: number;
  /** `true` in a full backup: the SECRET_FILES are in it too. */
  secrets?: true;
}

/** Uploaded files are stored under this folder of the ZIP, by their stored name. */
export const IMAGES_FOLDER = 'images/';
