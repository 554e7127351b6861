import { csvFile } from '../http/csvFile.ts';
import type { ActivityRecord } from './repository/activityRepository.ts';

/** An entry as the contract's ActivityEntry: absent parts are left out. */
export function activityJson(entry: ActivityRecord) {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.actor,
    action: entry.action,
    ...(entry.subject ? { subject: { type: entry.subject.type, id: entry.subject.id, ...(entry.subject.title === undefined ? {} : { title: entry.subject.title }) } } : {}),
    ...(entry.address === undefined ? {} : { address: entry.address }),
    ...(entry.detail === undefined ? {} : { detail: entry.detail }),
  };
}

export const ACTIVITY_CSV_COLUMNS = ['at', 'actor', 'action', 'subject_type', 'subject_id', 'subject_title', 'address', 'detail'] as const;

/** Entries as a CSV file, one line each, times in ISO 8601 (UTC). */
export function activityCsv(rows: ActivityRecord[]): string {
  return csvFile(
    ACTIVITY_CSV_COLUMNS,
    rows.map((entry) => [
      entry.at.toISOString(),
      entry.actor ?? '',
      entry.action,
      entry.subject?.type ?? '',
      entry.subject?.id ?? '',
      entry.subject?.title ?? '',
      entry.address ?? '',
      entry.detail ?? '',
    ]),
  );
}
