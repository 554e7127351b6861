import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { COUNT_FIELDS, selects, sumRows, type CountRow, type CountSelection, type Kind } from '../counts.ts';
import { AnalyticsCount, AnalyticsDay, type CountDoc, type DayDoc, type DayRow } from './model.ts';

/** The stored counters: added to in batches, read as sums over days. */
export interface CountRepository {
  /** Adds each row's counts to the stored ones. */
  add(rows: CountRow[]): Promise<void>;
  /** The counts of these kinds from `from` to `to` (days included), summed per kind and key (day ''). */
  totals(from: string, to: string, kinds: readonly Kind[]): Promise<Readonly<CountRow>[]>;
  /** One kind's rows per day and key in the period. */
  daily(from: string, to: string, kind: Kind, key?: string): Promise<CountRow[]>;
  /** Deletes the selected counts. */
  remove(selection: CountSelection): Promise<void>;
  /** Reads what is stored into memory ahead of the first report (repositories that hold an index). */
  load?(): Promise<void>;
}

/** A stored row with the database's time of its last write (0 for rows stored before it was kept). */
export type StoredCountRow = CountRow & { at: number };

/** Counts several instances add to: each can read the rows any instance wrote since a time. */
export interface SharedCountRepository extends CountRepository {
  /** Visits the rows written at or after `since` (all rows when undefined), a batch at a time. */
  changedSince(since: number | undefined, visit: (row: StoredCountRow) => void): Promise<void>;
}

const rowOf = ({ _id, at, ...row }: CountDoc): CountRow => {
  void _id;
  void at;
  return row;
};

async function find(filter: Record<string, unknown>): Promise<CountRow[]> {
  return (await AnalyticsCount.find(filter).lean<CountDoc[]>()).map(rowOf);
}

const DUPLICATE_KEY = 11000;

/** The batch rows of a selection. */
const selectionFilter = ({ from, to, kind, key }: CountSelection) => ({ day: { $gte: from, $lte: to }, ...(kind === undefined ? {} : { kind }), ...(key === undefined ? {} : { key }) });

const upsert = ({ day, kind, key, ...counts }: CountRow) => ({
  updateOne: {
    filter: { _id: `${day}|${kind}|${key}` },
    update: { $inc: Object.fromEntries(COUNT_FIELDS.filter((f) => counts[f]).map((f) => [f, counts[f]])), $setOnInsert: { day, kind, key }, $currentDate: { at: true } },
    upsert: true,
  },
});

/**
 * For MongoDB: one document per day, kind and key, added to with `$inc` upserts, so every instance
 * adds atomically; each write stamps the database's time, so instances can read what changed.
 */
export function createCountRepository(): SharedCountRepository {
  return {
    async add(rows) {
      let left = rows;
      // Two first upserts of one row at once: one of them fails with a duplicate key and is tried again (an $inc, so once).
      for (let attempt = 0; left.length > 0; attempt += 1) {
        try {
          await AnalyticsCount.bulkWrite(left.map(upsert), { ordered: false });
          return;
        } catch (error) {
          const failed = (error as { writeErrors?: { code?: number; index: number }[] }).writeErrors ?? [];
          if (attempt >= 3 || failed.length === 0 || failed.some((e) => e.code !== DUPLICATE_KEY)) throw error;
          left = failed.map((e) => left[e.index]!);
        }
      }
    },
    async totals(from, to, kinds) {
      // Summed here: FerretDB answers a $group with several $sum accumulators wrongly (only the first adds up).
      return sumRows(await find({ kind: { $in: kinds }, day: { $gte: from, $lte: to } }), true);
    },
    async daily(from, to, kind, key) {
      return find({ kind, day: { $gte: from, $lte: to }, ...(key === undefined ? {} : { key }) });
    },
    async remove(selection) {
      await AnalyticsCount.deleteMany(selectionFilter(selection));
    },
    async changedSince(since, visit) {
      const filter = since === undefined ? {} : { at: { $gte: new Date(since) } };
      for await (const doc of AnalyticsCount.find(filter).lean<CountDoc>().batchSize(10_000).cursor()) visit({ ...rowOf(doc), at: doc.at?.getTime() ?? 0 });
    },
  };
}

const pack = (rows: DayRow[]) => gzipSync(JSON.stringify(rows));

/** A compacted day's rows, in either stored shape. */
function rowsOfDay(doc: DayDoc): DayRow[] {
  if (doc.packed) return JSON.parse(gunzipSync(Buffer.from(doc.packed.buffer, doc.packed.byteOffset, doc.packed.byteLength)).toString('utf8')) as DayRow[];
  return doc.rows ?? [];
}

/** Batch rows and compacted days' rows matching a filter. */
async function findWithDays(filter: Record<string, unknown>, from: string, to: string, keep: (row: DayRow) => boolean): Promise<CountRow[]> {
  const days = await AnalyticsDay.find({ _id: { $gte: from, $lte: to } }).lean<DayDoc[]>();
  const compacted = days.flatMap((doc) => rowsOfDay(doc).filter(keep).map((row) => ({ ...row, day: doc._id })));
  return [...compacted, ...(await find(filter))];
}

/**
 * For the embedded database, which only this process writes: each batch is inserted as new rows
 * (no read-modify-write), summed when read. `each` feeds the in-memory index.
 */
export interface InsertOnlyCountRepository extends CountRepository {
  /**
   * Visits every stored row, a batch at a time (never all of them in memory as documents);
   * returns the days that still have rows of their own batches.
   */
  each(visit: (row: CountRow) => void): Promise<Set<string>>;
  /** Replaces a past day's batch rows by its sums, kept as one document (written first, so a crash loses nothing). */
  compactDay(day: string, rows: CountRow[]): Promise<void>;
}

export function createInsertOnlyCountRepository(): InsertOnlyCountRepository {
  let sequence = 0;
  const stamp = randomBytes(6).toString('base64url');
  return {
    async add(rows) {
      if (rows.length === 0) return;
      await AnalyticsCount.insertMany(
        rows.map((row) => ({ ...row, _id: `${row.day}|${row.kind}|${row.key}|${stamp}.${(sequence++).toString(36)}` })),
        { ordered: true, lean: true },
      );
    },
    async totals(from, to, kinds) {
      return sumRows(await findWithDays({ kind: { $in: kinds }, day: { $gte: from, $lte: to } }, from, to, (row) => kinds.includes(row.kind)), true);
    },
    async daily(from, to, kind, key) {
      return sumRows(await findWithDays({ kind, day: { $gte: from, $lte: to }, ...(key === undefined ? {} : { key }) }, from, to, (row) => row.kind === kind && (key === undefined || row.key === key)), false);
    },
    async each(visit) {
      // A compacted day's document wins over batch rows a crash left behind it.
      const compacted = new Set<string>();
      for await (const doc of AnalyticsDay.find({}).lean<DayDoc>().cursor()) {
        compacted.add(doc._id);
        const rows = rowsOfDay(doc);
        for (const row of rows) visit({ ...row, day: doc._id });
        // A day kept the former way is rewritten packed, once (one document replaced: atomic).
        if (!doc.packed) await AnalyticsDay.replaceOne({ _id: doc._id }, { _id: doc._id, packed: pack(rows) });
      }
      const rawDays = new Set<string>();
      const leftBehind = new Set<string>();
      for await (const doc of AnalyticsCount.find({}).lean<CountDoc>().batchSize(10_000).cursor()) {
        if (compacted.has(doc.day)) leftBehind.add(doc.day);
        else {
          rawDays.add(doc.day);
          visit(rowOf(doc));
        }
      }
      if (leftBehind.size > 0) await AnalyticsCount.deleteMany({ day: { $in: [...leftBehind] } });
      return rawDays;
    },
    async remove(selection) {
      if (selection.kind === undefined) await AnalyticsDay.deleteMany({ _id: { $gte: selection.from, $lte: selection.to } });
      else {
        // A compacted day loses the selected rows: its document is replaced by the rest (one atomic write).
        for (const doc of await AnalyticsDay.find({ _id: { $gte: selection.from, $lte: selection.to } }).lean<DayDoc[]>()) {
          const rows = rowsOfDay(doc);
          const rest = rows.filter((row) => !selects(selection, { ...row, day: doc._id }));
          if (rest.length < rows.length) await AnalyticsDay.replaceOne({ _id: doc._id }, { _id: doc._id, packed: pack(rest) });
        }
      }
      await AnalyticsCount.deleteMany(selectionFilter(selection));
    },
    async compactDay(day, rows) {
      try {
        await AnalyticsDay.create({ _id: day, packed: pack(rows.map(({ day: _day, ...row }) => row)) });
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
      await AnalyticsCount.deleteMany({ day });
    },
  };
}
