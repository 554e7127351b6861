/** Colour contrast as WCAG 2 defines it, for the settings' accent colours (server and Settings screen). */

/** Normal-size text needs this contrast ratio against its background (WCAG AA). */
export const TEXT_CONTRAST_MIN = 4.5;

/** A colour as the settings hold it: `#` and six hex digits. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it: rounded down to two decimals, so 4.499 never shows as 4.5. */
export const ratioText = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

/** A named background a colour's text is drawn on. */
export interface Background {
  name: string;
  color: string;
}

/**
 * Why `color` cannot be text on these backgrounds (the one it contrasts least with), or
 * undefined when it reaches the minimum on all of them.
 */
export function contrastProblem(color: string, backgrounds: readonly Background[], min = TEXT_CONTRAST_MIN): string | undefined {
  if (!HEX_COLOR.test(color)) return undefined;
  const worst = backgrounds.map((background) => ({ background, ratio: contrastRatio(color, background.color) })).sort((a, b) => a.ratio - b.ratio)[0];
  if (!worst || worst.ratio >= min) return undefined;
  return `${color} has a contrast of ${ratioText(worst.ratio)} on the ${worst.background.name}; text needs at least ${min}:1.`;
}
