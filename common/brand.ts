import { contrastProblem, type Background } from './contrast.ts';

/** The link colours of a fresh install (light theme, dark theme). */
export const DEFAULT_ACCENT = '#0f5132';
export const DEFAULT_ACCENT_DARK = '#8fd3ad';

/** The backgrounds the accent is text on in each theme (web/src/site/theme.css: page and card). */
export const LIGHT_BACKGROUNDS: readonly Background[] = [
  { name: "light theme's page background (#fbfcf9)", color: '#fbfcf9' },
  { name: "light theme's card background (#ffffff)", color: '#ffffff' },
];
export const DARK_BACKGROUNDS: readonly Background[] = [
  { name: "dark theme's page background (#101613)", color: '#101613' },
  { name: "dark theme's card background (#1a241f)", color: '#1a241f' },
];

/** Why a colour cannot be the light theme's link text, or undefined when it can. */
export function accentColorProblem(color: string): string | undefined {
  const problem = contrastProblem(color, LIGHT_BACKGROUNDS);
  return problem && `Accent colour ${problem}`;
}

/** Why a colour cannot be the dark theme's link text, or undefined when it can. */
export function accentColorDarkProblem(color: string): string | undefined {
  const problem = contrastProblem(color, DARK_BACKGROUNDS);
  return problem && `Dark theme accent colour ${problem}`;
}

/** Why each accent colour cannot be link text, by field; empty when both read well. */
export function accentProblems(colors: { accentColor: string; accentColorDark: string }): Record<string, string> {
  const problems = { accentColor: accentColorProblem(colors.accentColor), accentColorDark: accentColorDarkProblem(colors.accentColorDark) };
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
