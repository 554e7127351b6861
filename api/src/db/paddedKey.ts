/**
 * Integer ids stored in `_id` as zero-padded strings: FerretDB v1 uses SQLite's index only for
 * `{ _id: <string> }`. The padding keeps `_id` order equal to numeric order; 16 digits hold every
 * safe integer. Only repositories see keys: they hand out records with the integer `id`.
 */
const WIDTH = 16;

export function paddedKey(id: number): string {
  return String(id).padStart(WIDTH, '0');
}

export function idOfPaddedKey(key: string): number {
  return Number(key);
}

/** A record as its collection holds it: keyed by `_id` instead of the integer `id`. */
export type Stored<Record extends { id: number }> = Omit<Record, 'id'> & { _id: string };

/** A stored record as callers know it: `id` for the key. Null stays null. */
export function fromStored<Record extends { id: number }>(stored: Stored<Record>): Record;
export function fromStored<Record extends { id: number }>(stored: Stored<Record> | null): Record | null;
export function fromStored<Record extends { id: number }>(stored: Stored<Record> | null): Record | null {
  if (!stored) return null;
  const { _id, ...fields } = stored;
  return { id: idOfPaddedKey(_id), ...fields } as unknown as Record;
}
