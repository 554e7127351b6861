import type { Locator } from '@playwright/test';

/** WCAG contrast ratio of two CSS colours given as rgb()/rgba() strings (alpha ignored: opaque ones only). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export interface FocusRing {
  style: string;
  width: number;
  colour: string;
  /** The first opaque background behind the element (its own excluded when the ring is outside it). */
  around: string;
  /** The element's own background, or the one behind it when it has none. */
  own: string;
  offset: number;
}

/** The focused element's outline and the backgrounds it is drawn against. */
export function focusRingOf(locator: Locator): Promise<FocusRing> {
  return locator.evaluate((element) => {
    const opaque = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour);
    const backgroundFrom = (start: Element | null) => {
      for (let node = start; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (opaque(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      colour: style.outlineColor,
      around: backgroundFrom(element.parentElement),
      own: backgroundFrom(element),
      offset: parseFloat(style.outlineOffset),
    };
  });
}
