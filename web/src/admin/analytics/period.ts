export type Preset = 'today' | '7' | '30' | '90' | 'custom';

export const PRESETS: { value: Preset; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

const DAY_MS = 86_400_000;

/** The UTC day of an instant (counts are kept per UTC day). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A preset's first and last day, ending today; undefined for a custom range. */
export function presetPeriod(preset: Preset, now = Date.now()): { from: string; to: string } | undefined {
  if (preset === 'custom') return undefined;
  const days = preset === 'today' ? 1 : Number(preset);
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

/** Why a custom range cannot be shown, or undefined when it can. */
export function rangeProblem(from: string, to: string): string | undefined {
  if (!from || !to) return 'Choose a first and a last day.';
  if (to < from) return 'The last day must be on or after the first day.';
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > 366) return 'Choose at most 366 days.';
  return undefined;
}
