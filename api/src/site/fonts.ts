import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { CORE_RANGES, coreFile, FONT_WEIGHTS, FONTS_PATH, latinFile, REST_RANGES, unicodeRange } from '../../../common/fontFiles.ts';
import { fontPackageFiles as filesOf } from '../../../common/fontPackageFiles.ts';
import { SETTINGS_FONTS, type SiteFont } from '../../../common/settings.ts';
import { fallbackFace, fallbackFamily } from './fontFallback.ts';

/**
 * The weights every page shows: body text, bold, and the brand in the navigation. A face the
 * browser meets only while laying the page out is fetched at the highest priority, which page
 * speed tools then count as holding the first paint; preloaded faces are not.
 */
const PRELOADED: number[] = [400, 700, 800];

/** The weights of `font` its package has, found once. */
const available = new Map<SiteFont, number[]>(SETTINGS_FONTS.map((font) => [font, FONT_WEIGHTS.filter((weight) => existsSync(path.join(filesOf(font), latinFile(font, weight))))]));

const CORE = unicodeRange(CORE_RANGES);
const REST = unicodeRange(REST_RANGES);

/**
 * The chosen font's faces (Latin, woff2) from the app's own origin, never a third-party host: per
 * weight, the build's core (English text), preloaded for the weights every page shows, and the rest
 * of the package's Latin file, which a page fetches only when its text needs it. Text paints at
 * once in a local face tuned to the font's metrics and takes the font when it arrives (`swap`):
 * the first paint never waits for it, and the stand-in takes the font's room, so little moves.
 * (`optional` would keep the stand-in for a page whose font came late, so two visits of one page
 * could wrap its lines differently.)
 */
export function fontHead(font: SiteFont): string {
  const weights = available.get(font) ?? [];
  if (weights.length === 0) return '';
  const face = (weight: number, file: string, range: string) =>
    `@font-face{font-family:'${font}';font-style:normal;font-weight:${weight};font-display:swap;src:url(${FONTS_PATH}/${file}) format('woff2');unicode-range:${range}}`;
  const faces = weights.map((weight) => face(weight, coreFile(font, weight), CORE) + face(weight, latinFile(font, weight), REST)).join('');
  const preloads = weights.filter((weight) => PRELOADED.includes(weight));
  return [
    ...preloads.map((weight) => `<link rel="preload" href="${FONTS_PATH}/${coreFile(font, weight)}" as="font" type="font/woff2" crossorigin>`),
    `<style data-site-font="${font}">${faces}${fallbackFace(font)}html body{font-family:'${font}','${fallbackFamily(font)}',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}</style>`,
  ].join('\n    ');
}

/**
 * Serves the font files, cached for a week (their names carry no version): the build's cores
 * (`fonts/` in the web build) and the packages' Latin files of every font the settings offer.
 */
export function mountFonts(app: Express, webDist: string): void {
  const week = { maxAge: '7d', index: false, fallthrough: false } as const;
  const cores = new Set(SETTINGS_FONTS.flatMap((font) => (available.get(font) ?? []).map((weight) => coreFile(font, weight))));
  const builtCores = express.static(path.join(webDist, 'fonts'), week);
  app.use(FONTS_PATH, (req, res, next) => (cores.has(req.path.slice(1)) ? builtCores(req, res, next) : next()));
  for (const font of SETTINGS_FONTS) {
    const names = new Set((available.get(font) ?? []).map((weight) => latinFile(font, weight)));
    const files = express.static(filesOf(font), week);
    app.use(FONTS_PATH, (req, res, next) => (names.has(req.path.slice(1)) ? files(req, res, next) : next()));
  }
}
