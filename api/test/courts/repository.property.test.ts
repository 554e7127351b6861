import fc from 'fast-check';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { COURT_SORT_FIELDS, type Court, type CourtFields } from '../../src/courts/court.ts';
import type { Box } from '../../src/courts/geo.ts';
import { createCourtRepository, type CourtListQuery, type CourtRepository } from '../../src/courts/repository/courtRepository.ts';
import { indexedCourtRepository } from '../../src/courts/repository/indexedCourtRepository.ts';
import { containsText } from '../../src/http/listQuery.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

/**
 * The in-memory index answers exactly as the database does: random sequences of writes (made
 * through the index, as the app makes them) interleaved with lists, searches and reads, each read
 * asked of both the index and the plain repository over the same database.
 */

// Few distinct values, so sorts meet ties, mixed case and a letter beyond ASCII.
const text = fc.string({ unit: fc.constantFrom('a', 'A', 'b', 'B', 'z', 'é', ' '), minLength: 1, maxLength: 3 });
const lat = fc.integer({ min: 0, max: 8 }).map((n) => 30 + n / 4);
const lng = fc.integer({ min: 0, max: 8 }).map((n) => -98 + n / 4);

const fields: fc.Arbitrary<CourtFields> = fc.record({
  name: text,
  address: fc.constant(''),
  city: text,
  state: fc.constantFrom('TX', 'CO', 'fl'),
  zip: fc.constantFrom('78704', '80206', '32803'),
  lat,
  lng,
  positionFromZip: fc.boolean(),
  indoorCourts: fc.integer({ min: 0, max: 3 }),
  outdoorCourts: fc.integer({ min: 0, max: 3 }),
  access: fc.constantFrom('public' as const, 'private' as const),
  lighted: fc.boolean(),
  fee: fc.constantFrom('', 'Free'),
  website: fc.constant(''),
  notes: fc.constant(''),
});

/** A court to act on: one of those stored (by position), or, past them, an id none has. */
const target = fc.nat({ max: 20 });
/** Mostly absent, so that most lists have rows to order. */
const sometimes = <T>(value: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: value, weight: 1 });
const box: fc.Arbitrary<Box> = fc.tuple(lat, lat, lng, lng).map(([a, b, c, d]) => ({ minLat: Math.min(a, b), maxLat: Math.max(a, b), minLng: Math.min(c, d), maxLng: Math.max(c, d) }));

const sort = fc.record({ field: fc.constantFrom(...COURT_SORT_FIELDS), direction: fc.constantFrom(1 as const, -1 as const) });

const operation = fc.oneof(
  fc.record({ op: fc.constant('create' as const), fields }),
  fc.record({ op: fc.constant('createMany' as const), list: fc.array(fields, { maxLength: 4 }) }),
  fc.record({ op: fc.constant('update' as const), target, fields }),
  fc.record({ op: fc.constant('remove' as const), target }),
  fc.record({ op: fc.constant('get' as const), target }),
  fc.record({ op: fc.constant('within' as const), box }),
  fc.record({
    op: fc.constant('list' as const),
    q: sometimes(fc.constantFrom('a', 'B', 'é', 'z ')),
    ids: sometimes(fc.array(target, { maxLength: 4 })),
    sort,
    skip: fc.nat({ max: 6 }),
    limit: fc.nat({ max: 5 }),
  }),
);

const byId = (courts: Court[]) => [...courts].sort((a, b) => a.id - b.id);
const everything = (repository: CourtRepository, order: CourtListQuery['sort'] = { field: 'id', direction: 1 }) => repository.list({ sort: order, skip: 0, limit: 0 });

describe('the indexed court repository', () => {
  useTestDatabase();

  it('agrees with the plain repository over random sequences of writes and reads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fields, { maxLength: 8 }), fc.array(operation, { minLength: 1, maxLength: 10 }), sort, async (initial, operations, order) => {
        await mongoose.connection.collection('courts').deleteMany({});
        const plain = createCourtRepository();
        // Courts already stored when the index is first read.
        await plain.createMany(initial);
        const indexed = indexedCourtRepository(createCourtRepository());
        const idOf = async (position: number) => {
          const { page } = await everything(plain);
          // Two in three positions name a stored court.
          return page[position % Math.ceil(page.length * 1.5 + 1)]?.id ?? 1_000_000 + position;
        };

        for (const step of operations) {
          switch (step.op) {
            case 'create':
              await indexed.create(step.fields);
              break;
            case 'createMany':
              expect((await indexed.createMany(step.list)).length).toBe(step.list.length);
              break;
            case 'update':
              await indexed.update(await idOf(step.target), step.fields);
              break;
            case 'remove':
              await indexed.remove(await idOf(step.target));
              break;
            case 'get': {
              const id = await idOf(step.target);
              expect(await indexed.get(id)).toEqual(await plain.get(id));
              break;
            }
            case 'within':
              expect(byId(await indexed.within(step.box))).toEqual(byId(await plain.within(step.box)));
              break;
            case 'list': {
              const ids = step.ids && (await Promise.all(step.ids.map(idOf)));
              const query = { q: containsText(step.q), ids, sort: step.sort, skip: step.skip, limit: step.limit };
              expect(await indexed.list(query)).toEqual(await plain.list(query));
              break;
            }
          }
          // After every step the index holds exactly what the database holds, in the same order.
          expect(await everything(indexed, order)).toEqual(await everything(plain, order));
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
