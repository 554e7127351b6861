import type { SiteFont } from './settings.ts';

/*
 * The site font's files. Each @fontsource package ships a Latin file per weight; the build cuts
 * from it a core (the characters of English text), which every page preloads, and the page takes
 * the rest of the Latin file only when its text has a character outside the core.
 */

/** The weights the public pages use (bold headings, semi-bold buttons); each font ships those it has. */
export const FONT_WEIGHTS = [400, 600, 700, 800] as const;

/** URL prefix of the self-hosted font files. */
export const FONTS_PATH = '/fonts';

/** An inclusive range of code points. */
export type CodeRange = readonly [number, number];

/** The code points of a package's Latin file (the `unicode-range` of its `latin` faces). */
export const LATIN_RANGES: readonly CodeRange[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The core: ASCII and Latin-1 (their control characters included: a line break in a text node is
 * one, and would otherwise fetch the rest), curly quotes, en and em dashes, bullet, ellipsis, single
 * angle quotes (the breadcrumbs' separator), euro.
 */
export const CORE_RANGES: readonly CodeRange[] = [
  [0x0000, 0x00ff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
];

/** The code points of `ranges` that `minus` does not hold, as sorted ranges. */
export function rangesWithout(ranges: readonly CodeRange[], minus: readonly CodeRange[]): CodeRange[] {
  const left: CodeRange[] = [];
  const cuts = [...minus].sort((a, b) => a[0] - b[0]);
  for (const [start, end] of ranges) {
    let from = start;
    for (const [cutStart, cutEnd] of cuts) {
      if (cutEnd < from || cutStart > end) continue;
      if (cutStart > from) left.push([from, cutStart - 1]);
      from = Math.max(from, cutEnd + 1);
    }
    if (from <= end) left.push([from, end]);
  }
  return left;
}

/** The Latin file's code points outside the core: the range of the face that serves them. */
export const REST_RANGES = rangesWithout(LATIN_RANGES, CORE_RANGES);

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** `ranges` as a CSS `unicode-range` value. */
export const unicodeRange = (ranges: readonly CodeRange[]) => ranges.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(',');

/** Every character of `ranges`, the text a subsetter keeps. */
export const charactersOf = (ranges: readonly CodeRange[]) => ranges.flatMap(([start, end]) => Array.from({ length: end - start + 1 }, (_, i) => String.fromCodePoint(start + i))).join('');

const baseName = (font: SiteFont) => font.toLowerCase().replace(/ /g, '-');

/** The @fontsource package of a font: `@fontsource/open-sans` for "Open Sans". */
export const fontPackage = (font: SiteFont) => `@fontsource/${baseName(font)}`;

/** The package's Latin file of a weight (in the package's `files/`, and as served). */
export const latinFile = (font: SiteFont, weight: number) => `${baseName(font)}-latin-${weight}-normal.woff2`;

/** The build's core of that file (in the build's `fonts/`, and as served). */
export const coreFile = (font: SiteFont, weight: number) => `${baseName(font)}-core-${weight}.woff2`;
