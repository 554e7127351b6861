import { DEFAULT_MAP_TILE_URL, OSM_ATTRIBUTION } from '../../../common/courts.ts';

/**
 * MAP_TILE_URL: an https tile template with {z}, {x} and {y} (the pages' security policy loads
 * images over https only); unset means OpenStreetMap's standard tiles with their credit.
 */
export function parseMapTiles(rawUrl: string | undefined, rawAttribution: string | undefined): { tileUrl: string; attribution: string } {
  const tileUrl = (rawUrl ?? '').trim() || DEFAULT_MAP_TILE_URL;
  let valid = false;
  try {
    valid = new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).protocol === 'https:' && ['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part));
  } catch {
    valid = false;
  }
  if (!valid) throw new Error(`MAP_TILE_URL must be an https tile address with {z}, {x} and {y}, e.g. "${DEFAULT_MAP_TILE_URL}", not "${rawUrl}"`);
  return { tileUrl, attribution: (rawAttribution ?? '').trim() || OSM_ATTRIBUTION };
}
