import { learntOnce } from './learntOnce.ts';
import { makeIcon } from './pipeline.ts';
import { createUploadRepository, type UploadRepository } from './repository/uploadRepository.ts';
import { ICON_SIZES, ICON_TYPE, iconName, type IconSize } from './variants.ts';

/** The URL of each icon made from the site's icon, by size in pixels. */
export type SiteIcons = Record<IconSize, string>;

const UPLOAD_URL = /^\/api\/uploads\/([a-f0-9]{24,32}\.(?:jpg|png|gif|webp|svg))$/;
/** Apple draws an icon's transparent parts black: its icon gets a white ground. */
const APPLE_TOUCH_SIZE = 180;

const uploads: Pick<UploadRepository, 'findFile' | 'readFile' | 'saveDerived'> = createUploadRepository();

const urlsOf = (filename: string) => Object.fromEntries(ICON_SIZES.map((size) => [size, `/api/uploads/${iconName(filename, size)}`])) as SiteIcons;

/** The icons of an upload, made and stored the first time (like its variants); undefined when it is not there (learntOnce.ts: a problem when it does not decode). */
async function load(filename: string): Promise<SiteIcons | undefined> {
  const file = await uploads.findFile(filename);
  if (!file || file.metadata.variantOf) return undefined;
  const bytes = await uploads.readFile(filename);
  const made = [];
  for (const size of ICON_SIZES) made.push({ name: iconName(filename, size), bytes: await makeIcon(bytes, size, size === APPLE_TOUCH_SIZE ? '#ffffff' : undefined), contentType: ICON_TYPE });
  await uploads.saveDerived(filename, made);
  return urlsOf(filename);
}

const icons = learntOnce(load);

/**
 * The favicon, apple-touch-icon and web manifest icons made from the settings' icon, an uploaded
 * image (`/api/uploads/...`); undefined for no icon, another URL, or an image that does not decode.
 */
export function siteIcons(iconUrl: string): Promise<SiteIcons | undefined> {
  const filename = UPLOAD_URL.exec(iconUrl.trim())?.[1];
  if (!filename) return Promise.resolve(undefined);
  return icons.get(filename);
}
