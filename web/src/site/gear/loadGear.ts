import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { getGearCompareQueryOptions, getGearOverviewQueryOptions, getGearReadQueryOptions, getGearSearchQueryOptions } from '../../../../codegen/orval/endpoints/gear/gear.ts';
import type { GearKind } from '../../../../codegen/orval/schemas/gearKind.ts';
import type { GearSearchParams } from '../../../../codegen/orval/schemas/gearSearchParams.ts';
import type { PublicGearItem } from '../../../../codegen/orval/schemas/publicGearItem.ts';
import type { PublicGearOverview } from '../../../../codegen/orval/schemas/publicGearOverview.ts';
import type { PublicGearProduct } from '../../../../codegen/orval/schemas/publicGearProduct.ts';
import { APPROVAL_STATUSES, GEAR_KINDS, PADDLE_SHAPES } from '../../../../common/gear.ts';
import { ApiError } from '../../api/fetcher.ts';
import { readFound } from '../routing/readFound.ts';

/** The filters and sort of /gear/{kind} as the URL carries them (prices in dollars). */
export interface GearFilters {
  priceMin?: string;
  priceMax?: string;
  weightMin?: string;
  weightMax?: string;
  thicknessMin?: string;
  thicknessMax?: string;
  shape?: string;
  surface?: string;
  approval?: string;
  sort?: string;
}

export const GEAR_SORTS = ['name', 'price-asc', 'price-desc', 'score', 'newest', 'weight'] as const;
/** The filter names in the order the URL spells them. */
export const GEAR_FILTER_KEYS = ['priceMin', 'priceMax', 'weightMin', 'weightMax', 'thicknessMin', 'thicknessMax', 'shape', 'surface', 'approval', 'sort'] as const;
const NUMBER_KEYS = ['priceMin', 'priceMax', 'weightMin', 'weightMax', 'thicknessMin', 'thicknessMax'] as const;

export interface GearHomeSource {
  kind: 'gearHome';
  overview: PublicGearOverview;
}

export interface GearListSource {
  kind: 'gearList';
  gearKind: GearKind;
  filters: GearFilters;
  items: PublicGearItem[] | null;
  /** Which page of the matches, of how many, and how many match. */
  page: number;
  totalPages: number;
  total: number;
  /** Why the filters could not be used, in the server's words. */
  refusal?: string;
}

export interface GearProductSource {
  kind: 'gearProduct';
  product: PublicGearProduct;
  /** The other products of its kind, to compare it with. */
  others: PublicGearItem[];
}

export interface GearCompareSource {
  kind: 'gearCompare';
  /** The slugs asked for, in order. */
  slugs: string[];
  items: PublicGearProduct[] | null;
  refusal?: string;
}

export interface GearMethodSource {
  kind: 'gearMethod';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const NUMBER = /^\d+(\.\d+)?$/;

export const isGearKind = (kind: string): kind is GearKind => (GEAR_KINDS as readonly string[]).includes(kind);

/** The URL's filters, each kept only when it is one the page offers; figures as typed. */
export function readGearFilters(search: Record<string, unknown>): GearFilters {
  const filters: GearFilters = {};
  for (const key of NUMBER_KEYS) if (NUMBER.test(text(search[key]))) filters[key] = text(search[key]);
  const shape = text(search.shape);
  if ((PADDLE_SHAPES as readonly string[]).includes(shape)) filters.shape = shape;
  const surface = text(search.surface).slice(0, 60);
  if (surface) filters.surface = surface;
  const approval = text(search.approval);
  if ((APPROVAL_STATUSES as readonly string[]).includes(approval)) filters.approval = approval;
  const sort = text(search.sort);
  if ((GEAR_SORTS as readonly string[]).includes(sort) && sort !== 'name') filters.sort = sort;
  return filters;
}

/** The query string of a set of filters, and of a page past the first. */
export function gearFilterQuery(filters: GearFilters, page = 1): string {
  const query = new URLSearchParams();
  for (const key of GEAR_FILTER_KEYS) if (filters[key]) query.set(key, filters[key]!);
  if (page > 1) query.set('page', String(page));
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** The API's parameters of a set of filters: dollars become cents. */
function searchParams(kind: GearKind, filters: GearFilters, page: number): GearSearchParams {
  const cents = (dollars?: string) => (dollars === undefined ? undefined : Math.round(Number(dollars) * 100));
  const number = (value?: string) => (value === undefined ? undefined : Number(value));
  return {
    kind,
    priceMin: cents(filters.priceMin),
    priceMax: cents(filters.priceMax),
    weightMin: number(filters.weightMin),
    weightMax: number(filters.weightMax),
    thicknessMin: number(filters.thicknessMin),
    thicknessMax: number(filters.thicknessMax),
    shape: filters.shape as GearSearchParams['shape'],
    surface: filters.surface,
    approval: filters.approval as GearSearchParams['approval'],
    sort: filters.sort as GearSearchParams['sort'],
    page: page > 1 ? page : undefined,
  };
}

/** A read that answered 200, else an error (a 400 is said as a refusal by the caller). */
async function ok<R extends { status: number; data: unknown }>(read: Promise<R>): Promise<Extract<R, { status: 200 }>['data']> {
  const response = await read;
  if (response.status !== 200) throw new Error(`gear answered ${response.status}`);
  return response.data;
}

export async function loadGearHome(queryClient: QueryClient): Promise<GearHomeSource> {
  return { kind: 'gearHome', overview: await ok(queryClient.ensureQueryData(getGearOverviewQueryOptions())) };
}

/** /gear/{kind}: an unknown kind is no page; filters the server refuses are said, not thrown. */
export async function loadGearList(queryClient: QueryClient, kind: string, search: Record<string, unknown>): Promise<GearListSource> {
  if (!isGearKind(kind)) throw notFound();
  const filters = readGearFilters(search);
  const page = /^\d{1,5}$/.test(text(search.page)) ? Math.max(1, Number(text(search.page))) : 1;
  try {
    const list = await ok(queryClient.ensureQueryData(getGearSearchQueryOptions(searchParams(kind, filters, page))));
    return { kind: 'gearList', gearKind: kind, filters, items: list.items, page: list.page, totalPages: list.totalPages, total: list.total };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { kind: 'gearList', gearKind: kind, filters, items: null, page, totalPages: 1, total: 0, refusal: error.detail ?? 'Please check the filters.' };
    throw error;
  }
}

export async function loadGearProduct(queryClient: QueryClient, kind: string, slug: string): Promise<GearProductSource> {
  if (!isGearKind(kind)) throw notFound();
  const [product, list] = await Promise.all([readFound(queryClient.ensureQueryData(getGearReadQueryOptions(kind, slug))), ok(queryClient.ensureQueryData(getGearSearchQueryOptions({ kind })))]);
  return { kind: 'gearProduct', product, others: list.items.filter((item) => item.slug !== product.slug) };
}

/** The slugs of `?items=` (one comma-separated value, or one value per checkbox), each once. */
export function compareItems(search: Record<string, unknown>): string[] {
  const raw = Array.isArray(search.items) ? search.items.map(text).join(',') : text(search.items);
  return [...new Set(raw.split(',').map((slug) => slug.trim().toLowerCase()).filter(Boolean))];
}

/** /gear/compare: too few or too many products, or one that does not exist, is said on the page. */
export async function loadGearCompare(queryClient: QueryClient, search: Record<string, unknown>): Promise<GearCompareSource> {
  const slugs = compareItems(search);
  if (slugs.length < 2 || slugs.length > 4 || slugs.some((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))) {
    return { kind: 'gearCompare', slugs, items: null, refusal: 'Choose 2 to 4 products to compare.' };
  }
  try {
    const { items } = await ok(queryClient.ensureQueryData(getGearCompareQueryOptions({ items: slugs.join(',') })));
    return { kind: 'gearCompare', slugs, items };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return { kind: 'gearCompare', slugs, items: null, refusal: error.detail ?? 'Choose 2 to 4 products to compare.' };
    throw error;
  }
}
