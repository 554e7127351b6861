import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Express } from 'express';
import { SETTINGS_FONTS, type SiteFont } from '../../../common/settings.ts';
import { fallbackFace, fallbackFamily } from './fontFallback.ts';

/** The weights the public pages use (bold headings, semi-bold buttons); each font ships those it has. */
const WEIGHTS = [400, 600, 700, 800] as const;

/**
 * The weights every page shows: body text, bold, and the brand in the navigation. A face the
 * browser meets only while laying the page out is fetched at the highest priority, which page
 * speed tools then count as holding the first paint; preloaded faces are not.
 */
const PRELOADED: number[] = [400, 700, 800];

/** URL prefix of the self-hosted font files. */
export const FONTS_PATH = '/fonts';

const packageOf = (font: SiteFont) => font.toLowerCase().replace(/ /g, '-');
const fileOf = (font: SiteFont, weight: number) => `${packageOf(font)}-latin-${weight}-normal.woff2`;

const require = createRequire(import.meta.url);
/** The folder of a @fontsource package's font files. */
const filesOf = (font: SiteFont) => path.join(path.dirname(require.resolve(`@fontsource/${packageOf(font)}/package.json`)), 'files');

/** The weights of `font` its package has, found once. */
const available = new Map<SiteFont, number[]>(SETTINGS_FONTS.map((font) => [font, WEIGHTS.filter((weight) => existsSync(path.join(filesOf(font), fileOf(font, weight))))]));

/**
 * The chosen font's faces (Latin, woff2) from the app's own origin, never a third-party host. The
 * faces every page shows are preloaded; text paints at once in a local face tuned to the font's
 * metrics and takes the font when it arrives (`swap`): the first paint never waits for it, and the
 * stand-in takes the font's room, so little moves. (`optional` would keep the stand-in for a page
 * whose font came late, so two visits of one page could wrap its lines differently.)
 */
export function fontHead(font: SiteFont): string {
  const weights = available.get(font) ?? [];
  if (weights.length === 0) return '';
  const url = (weight: number) => `${FONTS_PATH}/${fileOf(font, weight)}`;
  const faces = weights.map((weight) => `@font-face{font-family:'${font}';font-style:normal;font-weight:${weight};font-display:swap;src:url(${url(weight)}) format('woff2')}`).join('');
  const preloads = weights.filter((weight) => PRELOADED.includes(weight));
  return [
    ...preloads.map((weight) => `<link rel="preload" href="${url(weight)}" as="font" type="font/woff2" crossorigin>`),
    `<style data-site-font="${font}">${faces}${fallbackFace(font)}html body{font-family:'${font}','${fallbackFamily(font)}',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}</style>`,
  ].join('\n    ');
}

/** Serves the font files of every font the settings offer, cached for a week (their names carry no version). */
export function mountFonts(app: Express): void {
  for (const font of SETTINGS_FONTS) {
    const names = new Set((available.get(font) ?? []).map((weight) => fileOf(font, weight)));
    const files = express.static(filesOf(font), { maxAge: '7d', index: false, fallthrough: false });
    app.use(FONTS_PATH, (req, res, next) => (names.has(req.path.slice(1)) ? files(req, res, next) : next()));
  }
}
