import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import lato from '@capsizecss/metrics/lato';
import montserrat from '@capsizecss/metrics/montserrat';
import openSans from '@capsizecss/metrics/openSans';
import roboto from '@capsizecss/metrics/roboto';
import type { SiteFont } from '../../../common/settings.ts';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const METRICS: Record<SiteFont, Metrics> = { Inter: inter, Roboto: roboto, 'Open Sans': openSans, Lato: lato, Montserrat: montserrat };

/** Arial's metrics; Liberation Sans and Arimo (Linux) share them, Helvetica (Apple) is close. */
const FALLBACK_FACES = "local('Arial'),local('Liberation Sans'),local('Arimo'),local('Helvetica Neue'),local('Helvetica')";

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The name of the local face that stands in for `font` until it arrives. */
export const fallbackFamily = (font: SiteFont) => `${font} Fallback`;

/**
 * A local face scaled to `font`'s average glyph width, with its ascent, descent and line gap, so
 * text first painted in it takes the room the chosen font will take: nothing moves when it arrives.
 */
export function fallbackFace(font: SiteFont): string {
  const m = METRICS[font];
  const sizeAdjust = m.xWidthAvg / m.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
  const em = m.unitsPerEm * sizeAdjust;
  return (
    `@font-face{font-family:'${fallbackFamily(font)}';src:${FALLBACK_FACES};size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(m.ascent / em)};descent-override:${percent(Math.abs(m.descent) / em)};line-gap-override:${percent(m.lineGap / em)}}`
  );
}
