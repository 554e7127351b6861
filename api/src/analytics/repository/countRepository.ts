import { randomBytes } from 'node:crypto';
import { COUNT_FIELDS, sumRows, type CountRow, type Kind } from '../counts.ts';
import { AnalyticsCount, type CountDoc } from './model.ts';

/** The stored counters: added to in batches, read as sums over days. */
export interface CountRepository {
  /** Adds each row's counts to the stored ones. */
  add(rows: CountRow[]): Promise<void>;
  /** The counts of these kinds from `from` to `to` (days included), summed per kind and key (day ''). */
  totals(from: string, to: string, kinds: readonly Kind[]): Promise<CountRow[]>;
  /** One kind's rows per day and key in the period. */
  daily(from: string, to: string, kind: Kind, key?: string): Promise<CountRow[]>;
}

const rowOf = ({ _id, ...row }: CountDoc): CountRow => {
  void _id;
  return row;
};

async function find(filter: Record<string, unknown>): Promise<CountRow[]> {
  return (await AnalyticsCount.find(filter).lean<CountDoc[]>()).map(rowOf);
}

const DUPLICATE_KEY = 11000;

const upsert = ({ day, kind, key, ...counts }: CountRow) => ({
  updateOne: {
    filter: { _id: `${day}|${kind}|${key}` },
    update: { $inc: Object.fromEntries(COUNT_FIELDS.filter((f) => counts[f]).map((f) => [f, counts[f]])), $setOnInsert: { day, kind, key } },
    upsert: true,
  },
});

/** For MongoDB: one document per day, kind and key, added to with `$inc` upserts, so every instance adds atomically. */
export function createCountRepository(): CountRepository {
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
  };
}

/**
 * For the embedded database, which only this process writes: each batch is inserted as new rows
 * (no read-modify-write), summed when read. `all` feeds the in-memory index.
 */
export interface InsertOnlyCountRepository extends CountRepository {
  all(): Promise<CountRow[]>;
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
      return sumRows(await find({ kind: { $in: kinds }, day: { $gte: from, $lte: to } }), true);
    },
    async daily(from, to, kind, key) {
      return sumRows(await find({ kind, day: { $gte: from, $lte: to }, ...(key === undefined ? {} : { key }) }), false);
    },
    async all() {
      return find({});
    },
  };
}
