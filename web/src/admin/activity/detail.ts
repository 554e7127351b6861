import type { ActivityEntry } from '../../../../codegen/hey-api/types.gen.ts';
import { formatDayTime } from '../common/dates.ts';

/** An instant as the server writes one into a detail (ISO 8601, UTC or with an offset). */
const INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})/g;

/**
 * What an entry adds to its action, as a volunteer reads it: the sign-in's address and the
 * detail as a sentence, its instants ("scheduled for ...") in the site's time zone.
 */
export function entryDetail(entry: Pick<ActivityEntry, 'address' | 'detail'>, timeZone: string): string {
  const detail = (entry.detail ?? '').replace(INSTANT, (instant) => formatDayTime(instant, timeZone));
  const sentence = detail ? `${detail[0]!.toUpperCase()}${detail.slice(1)}` : '';
  return [entry.address ? `From ${entry.address}` : '', sentence].filter(Boolean).join(' · ');
}
