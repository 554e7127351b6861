import type { ActivityQuery, ActivityRecord, ActivityRepository, NewActivity } from '../../src/activity/repository/activityRepository.ts';

/** The activity repository in memory, for service tests without a database. */
export function fakeActivityRepository(): ActivityRepository & { rows: ActivityRecord[] } {
  const rows: ActivityRecord[] = [];
  return {
    rows,
    async insert(entry: NewActivity) {
      rows.push({ ...entry, id: String(rows.length + 1).padStart(24, '0') });
    },
    async list({ actor, action, from, to, sort, skip, limit }: ActivityQuery) {
      const kept = rows.filter((row) => (actor === undefined || row.actor === actor) && (action === undefined || row.action === action) && (!from || row.at >= from) && (!to || row.at < to));
      const key = (row: ActivityRecord) => (sort.field === 'at' ? row.at.getTime() : sort.field === 'id' ? row.id : String(row[sort.field]));
      kept.sort((a, b) => (key(a) < key(b) ? -sort.direction : key(a) > key(b) ? sort.direction : 0));
      return { rows: kept.slice(skip, limit ? skip + limit : undefined), total: kept.length };
    },
    async purgeBefore(before: Date) {
      const old = rows.filter((row) => row.at < before);
      for (const row of old) rows.splice(rows.indexOf(row), 1);
      return old.length;
    },
  };
}
