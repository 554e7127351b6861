import { accentColorDarkProblem, accentColorProblem } from '../../../../common/brand.ts';
import { HEX_COLOR } from '../../../../common/contrast.ts';
import { SETTINGS_MESSAGES } from '../../../../common/settings.ts';

/** The accent fields check as the owner types, with the server's own contrast rule and words. */
const accentValidator = (problem: (color: string) => string | undefined) => (value: unknown) => {
  const color = typeof value === 'string' ? value.trim() : '';
  return HEX_COLOR.test(color) ? problem(color) : SETTINGS_MESSAGES.accentColor;
};

export const validateAccent = accentValidator(accentColorProblem);
export const validateAccentDark = accentValidator(accentColorDarkProblem);
