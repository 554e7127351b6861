/**
 * A unique index refused the write: Mongo's duplicate-key error, or FerretDB v1's, which answers
 * a findAndModify that breaks a unique index with an internal error naming SQLite's constraint.
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: number; message?: string };
  return code === 11000 || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
