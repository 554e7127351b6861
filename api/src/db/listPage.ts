import type { Model } from 'mongoose';

/** A list screen's read: an optional search, an id filter, an order and a window. */
export interface PageQuery<SortField extends string> {
  /** Any searched field contains this (case-insensitive, regex characters already escaped). */
  q?: RegExp;
  ids?: number[];
  /** Ties are broken by id in the same direction. */
  sort: { field: SortField | 'id'; direction: 1 | -1 };
  skip: number;
  /** 0: no limit */
  limit: number;
}

/**
 * One window of the documents a list query matches, and how many match in all: `q` is looked for
 * in each of the `searched` fields, and the order ends on `_id` so pages never overlap.
 */
export async function listPage<Doc>(
  model: Model<Doc>,
  { q, ids, sort, skip, limit }: PageQuery<string>,
  searched: readonly string[],
  projection?: Record<string, 1>,
): Promise<{ docs: Doc[]; total: number }> {
  const where: Record<string, unknown> = {};
  if (q) where.$or = searched.map((field) => ({ [field]: q }));
  if (ids) where._id = { $in: ids };
  const order = sort.field === 'id' ? { _id: sort.direction } : { [sort.field]: sort.direction, _id: sort.direction };
  const [docs, total] = await Promise.all([model.find(where, projection).sort(order).skip(skip).limit(limit).lean<Doc[]>(), model.countDocuments(where)]);
  return { docs, total };
}
