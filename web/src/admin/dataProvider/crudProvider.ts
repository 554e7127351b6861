import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { sdk } from './sdk.ts';

/** What a generated call resolves with (`...sdk` makes it throw on failure). */
interface Answer {
  data?: unknown;
  response: Response;
}
type Sdk = typeof sdk;

/**
 * A resource's generated operations, in the list dialect every admin list shares: `sort`, `range`
 * and `filter` as JSON in the query, the total in `Content-Range`. Methods, so each SDK function
 * is taken as it is (react-admin's ids and bodies are not the contract's types).
 */
export interface CrudOperations {
  /** The path parameter naming a record, when not `id` (`issueId`, `subscriberId`). */
  idName?: string;
  list(options: Sdk & { query: { filter: string; range?: string; sort?: string }; headers?: Record<string, string>; signal?: AbortSignal }): Promise<Answer>;
  get?(options: Sdk & { path: never; signal?: AbortSignal }): Promise<Answer>;
  create?(options: Sdk & { body: never }): Promise<Answer>;
  update?(options: Sdk & { path: never; body: never }): Promise<Answer>;
  delete?(options: Sdk & { path: never; query?: never }): Promise<Answer>;
}

function total(response: Response): number {
  const range = response.headers.get('Content-Range');
  if (range === null) throw new Error('The list answer has no Content-Range header, so its total is unknown.');
  return parseInt(range.split('/').pop() ?? '', 10);
}

/**
 * react-admin's standard methods over each resource's generated operations: pages as `range`
 * (the first and last row), the sort as `[field, order]`, getMany as an `id` filter, and the many
 * writes one call per record. A resource without an operation refuses that method.
 */
export function crudProvider(resources: Record<string, CrudOperations>): DataProvider {
  const of = (resource: string): CrudOperations => {
    const operations = resources[resource];
    if (!operations) throw new Error(`No operations for the resource ${resource}.`);
    return operations;
  };
  const must = <K extends 'get' | 'create' | 'update' | 'delete'>(resource: string, method: K): NonNullable<CrudOperations[K]> => {
    const operation = of(resource)[method];
    if (!operation) throw new Error(`The resource ${resource} has no ${method} operation.`);
    return operation.bind(of(resource)) as NonNullable<CrudOperations[K]>;
  };
  const pathOf = (resource: string, id: Identifier) => ({ [of(resource).idName ?? 'id']: id }) as never;
  const list = async (resource: string, page: { page: number; perPage: number }, sort: { field: string; order: string }, filter: unknown, signal?: AbortSignal) => {
    const [first, last] = [(page.page - 1) * page.perPage, page.page * page.perPage - 1];
    const query = { filter: JSON.stringify(filter), range: JSON.stringify([first, last]), sort: JSON.stringify([sort.field, sort.order]) };
    const { data, response } = await of(resource).list({ ...sdk, query, headers: { Range: `${resource}=${first}-${last}` }, signal });
    return { data: data as never[], total: total(response) };
  };
  const one = async (answer: Promise<Answer>) => ({ data: (await answer).data as never });
  return {
    getList: async (resource, { pagination = { page: 1, perPage: 10 }, sort = { field: 'id', order: 'ASC' }, filter, signal }) => list(resource, pagination, sort, filter, signal),
    getManyReference: async (resource, { pagination, sort, filter, target, id, signal }) => list(resource, pagination, sort, { ...filter, [target]: id }, signal),
    getMany: async (resource, { ids, signal }) => ({ data: (await of(resource).list({ ...sdk, query: { filter: JSON.stringify({ id: ids }) }, signal })).data as never[] }),
    getOne: async (resource, { id, signal }) => one(must(resource, 'get')({ ...sdk, path: pathOf(resource, id), signal })),
    create: async (resource, { data }) => one(must(resource, 'create')({ ...sdk, body: data as never })),
    update: async (resource, { id, data }) => one(must(resource, 'update')({ ...sdk, path: pathOf(resource, id), body: data as never })),
    updateMany: async (resource, { ids, data }) => {
      const update = must(resource, 'update');
      const answers = await Promise.all(ids.map((id) => update({ ...sdk, path: pathOf(resource, id), body: data as never })));
      return { data: answers.map((answer) => (answer.data as RaRecord).id) };
    },
    delete: async (resource, { id }) => one(must(resource, 'delete')({ ...sdk, path: pathOf(resource, id) })),
    deleteMany: async (resource, { ids }) => {
      const remove = must(resource, 'delete');
      const answers = await Promise.all(ids.map((id) => remove({ ...sdk, path: pathOf(resource, id) })));
      return { data: answers.map((answer) => (answer.data as RaRecord).id) };
    },
  } as DataProvider;
}
