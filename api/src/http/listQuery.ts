import type { Request, Response } from 'express';
import type { PageQuery } from '../db/listPage.ts';
import { HttpProblem } from './problem.ts';

export const MAX_RANGE = 1000;

export interface ListQuery {
  sort: Record<string, 1 | -1>;
  skip: number;
  /** 0 means no limit (no range was asked for). */
  limit: number;
  filter: Record<string, unknown>;
}

function parseJson(name: string, text: unknown): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(String(text));
  } catch {
    throw invalid(name, `${name} must be JSON`);
  }
}

function invalid(name: string, message: string): HttpProblem {
  return new HttpProblem(400, message, { errors: { [`query.${name}`]: message } });
}

/**
 * Reads react-admin simple REST list parameters: `sort=["field","ASC"]`, `range=[0,9]`,
 * `filter={...}`. Sort fields and filter keys must be in the allowlists; anything else is a 400,
 * so no operator or unknown field reaches the database.
 */
/** The sort fields and filter keys of one admin list (a resource registers its lists in its module.ts). */
export interface ListFields {
  sortable: readonly string[];
  filters: readonly string[];
}

export function parseListQuery(req: Request, options: ListFields): ListQuery {
  const sortParam = parseJson('sort', req.query.sort);
  const rangeParam = parseJson('range', req.query.range);
  const filterParam = parseJson('filter', req.query.filter) ?? {};

  let sort: Record<string, 1 | -1> = { _id: 1 };
  if (sortParam !== undefined) {
    if (!Array.isArray(sortParam) || sortParam.length !== 2 || typeof sortParam[0] !== 'string' || !['ASC', 'DESC'].includes(String(sortParam[1]).toUpperCase())) {
      throw invalid('sort', 'sort must be ["field","ASC"|"DESC"]');
    }
    const [field, order] = sortParam as [string, string];
    if (!options.sortable.includes(field)) throw invalid('sort', `sort field must be one of ${options.sortable.join(', ')}`);
    const direction = order.toUpperCase() === 'ASC' ? 1 : -1;
    sort = field === 'id' ? { _id: direction } : { [field]: direction, _id: direction };
  }

  let skip = 0;
  let limit = 0;
  if (rangeParam !== undefined) {
    if (!Array.isArray(rangeParam) || rangeParam.length !== 2 || !rangeParam.every((n) => Number.isSafeInteger(n) && (n as number) >= 0)) {
      throw invalid('range', 'range must be [first, last] with whole numbers');
    }
    const [first, last] = rangeParam as [number, number];
    if (last < first || last - first + 1 > MAX_RANGE) throw invalid('range', `range must cover 1 to ${MAX_RANGE} rows`);
    skip = first;
    limit = last - first + 1;
  }

  if (typeof filterParam !== 'object' || filterParam === null || Array.isArray(filterParam)) {
    throw invalid('filter', 'filter must be a JSON object');
  }
  for (const key of Object.keys(filterParam)) {
    if (!options.filters.includes(key)) throw invalid('filter', `filter keys must be among ${options.filters.join(', ')}`);
  }
  return { sort, skip, limit, filter: filterParam as Record<string, unknown> };
}

/** A case-insensitive "contains" for user text, with regex characters escaped. */
export function containsText(text: unknown): RegExp | undefined {
  if (text !== undefined && typeof text !== 'string') throw invalid('filter', 'filter.q must be text');
  if (text === undefined || text.trim() === '') return undefined;
  if (text.length > 200) throw invalid('filter', 'the search text is too long');
  return new RegExp(text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

/** `filter.id` as a list of ids (react-admin getMany), or undefined. */
export function idList(value: unknown): number[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_RANGE || !list.every((n) => Number.isSafeInteger(n) && (n as number) > 0)) {
    throw invalid('filter', 'filter.id must be a list of ids');
  }
  return list as number[];
}

/** `filter[key]` when it is one of `allowed`, else a 400. */
export function filterChoice<T extends string>(query: ListQuery, key: string, allowed: readonly T[]): T | undefined {
  const value = query.filter[key];
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw invalid('filter', `filter.${key} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** `filter[key]` as one record id (`what` names the record in the 400), or undefined. */
export function filterId(query: ListQuery, key: string, what: string): number | undefined {
  const value = query.filter[key];
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || (value as number) < 1) throw invalid('filter', `filter.${key} must be ${what} id`);
  return value as number;
}

/** Sends `Content-Range: resource first-last/total` with the rows. */
export function sendList(res: Response, resource: string, query: ListQuery, rows: unknown[], total: number): void {
  const last = rows.length === 0 ? query.skip : query.skip + rows.length - 1;
  res.setHeader('Content-Range', `${resource} ${query.skip}-${last}/${total}`);
  res.json(rows);
}

/** The numeric `:id` path parameter (the validator already checked it). */
export function idParam(req: Request): number {
  return Number(req.params.id);
}

/** A list's search text, ids, sort, skip and limit in the terms of a repository query (`id` for `_id`). */
export function listParams<Field extends string>(query: ListQuery): PageQuery<Field> {
  const [field, direction] = Object.entries(query.sort)[0]!;
  return {
    q: containsText(query.filter.q),
    ids: idList(query.filter.id),
    sort: { field: (field === '_id' ? 'id' : field) as Field, direction },
    skip: query.skip,
    limit: query.limit,
  };
}
