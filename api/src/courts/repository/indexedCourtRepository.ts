import type { Court } from '../court.ts';
import { inBox } from '../geo.ts';
import type { CourtRepository } from './courtRepository.ts';

/**
 * Orders text as the database does: by Unicode code point (UTF-16 code units order the
 * characters above U+E000 before those outside the basic plane, so those two ranges are swapped).
 */
function compareText(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x += x < 0xe000 ? 0x2000 : -0x800;
      y += y < 0xe000 ? 0x2000 : -0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

/**
 * Courts on a database this process alone writes, whose every query but `{ _id }` reads every
 * document (the embedded FerretDB v1): all courts are read once and kept in memory, kept current
 * by the writes made through here, so lists and searches never ask the database.
 */
export function indexedCourtRepository(inner: CourtRepository): CourtRepository {
  let courts: Map<number, Court> | undefined;
  let loading: Promise<Map<number, Court>> | undefined;
  /** Courts ordered by latitude for the searches; rebuilt after a write. */
  let byLat: Court[] | undefined;

  const all = async (): Promise<Map<number, Court>> => {
    if (courts) return courts;
    loading ??= inner.list({ sort: { field: 'id', direction: 1 }, skip: 0, limit: 0 }).then(({ page }) => (courts = new Map(page.map((court) => [court.id, court]))));
    try {
      return await loading;
    } catch (error) {
      loading = undefined;
      throw error;
    }
  };
  const keep = async <T extends Court | null>(court: T): Promise<T> => {
    if (court) (await all()).set(court.id, court);
    byLat = undefined;
    return court;
  };

  return {
    async list({ q, ids, sort, skip, limit }) {
      const only = ids && new Set(ids);
      const { field, direction } = sort;
      const rows = [...(await all()).values()]
        .filter((court) => (!q || q.test(court.name) || q.test(court.city)) && (!only || only.has(court.id)))
        .sort((a, b) => {
          const x = a[field];
          const y = b[field];
          const order = typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
          return (order || a.id - b.id) * direction;
        });
      return { page: limit === 0 ? rows.slice(skip) : rows.slice(skip, skip + limit), total: rows.length };
    },
    get: async (id) => (await all()).get(id) ?? null,
    create: async (fields) => keep(await inner.create(fields)),
    async createMany(list) {
      const created = await inner.createMany(list);
      const map = await all();
      for (const court of created) map.set(court.id, court);
      byLat = undefined;
      return created;
    },
    update: async (id, fields) => keep(await inner.update(id, fields)),
    async remove(id) {
      const court = await inner.remove(id);
      (await all()).delete(id);
      byLat = undefined;
      return court;
    },
    async within(box) {
      const map = await all();
      byLat ??= [...map.values()].sort((a, b) => a.lat - b.lat);
      const sorted = byLat;
      // The first court at or above the box's south edge, then north until past its north edge.
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (sorted[mid]!.lat < box.minLat) low = mid + 1;
        else high = mid;
      }
      const found: Court[] = [];
      for (let i = low; i < sorted.length && sorted[i]!.lat <= box.maxLat; i += 1) {
        if (inBox(sorted[i]!, box)) found.push(sorted[i]!);
      }
      return found;
    },
    forget() {
      courts = undefined;
      loading = undefined;
      byLat = undefined;
    },
  };
}
