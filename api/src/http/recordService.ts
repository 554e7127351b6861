/**
 * The operations a back-office resource's service offers its handlers: a list page, one record,
 * and the three writes. `Listed` is a list row, `Removed` what a delete answers (both the record
 * unless a resource says otherwise). Every id that names nothing is the resource's 404.
 */
export interface RecordService<Query, Record, Input, Listed = Record, Removed = Record> {
  list(query: Query): Promise<{ page: Listed[]; total: number }>;
  get(id: number): Promise<Record>;
  create(input: Input): Promise<Record>;
  update(id: number, input: Input): Promise<Record>;
  /** Returns the record as it was. */
  remove(id: number): Promise<Removed>;
}

/** `record`, or the problem `missing` makes when there is none. */
export function found<T>(record: T | null | undefined, missing: () => Error): T {
  if (record === null || record === undefined) throw missing();
  return record;
}

/** A service's reads where they are the repository's, with the 404 for an id that names nothing. */
export function recordReads<Query, Record, Listed>(
  repository: { list(query: Query): Promise<{ page: Listed[]; total: number }>; get(id: number): Promise<Record | null> },
  missing: () => Error,
): Pick<RecordService<Query, Record, unknown, Listed>, 'list' | 'get'> {
  return {
    list: (query) => repository.list(query),
    get: async (id) => found(await repository.get(id), missing),
  };
}
