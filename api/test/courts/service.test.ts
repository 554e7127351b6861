import { describe, expect, it } from 'vitest';
import type { Court } from '../../src/courts/court.ts';
import { inBox } from '../../src/courts/geo.ts';
import type { CourtRepository } from '../../src/courts/repository/courtRepository.ts';
import { createCourtService } from '../../src/courts/service.ts';
import { ImportRefused } from '../../src/http/csvImport.ts';
import { HttpProblem } from '../../src/http/problem.ts';
import { createPublicCache } from '../../src/public/cache.ts';
import { GOOD_COURT } from './fixtures.ts';

/** Courts in a Map: the repository contract without a database. */
function fakeRepository(): CourtRepository & { courts: Map<number, Court> } {
  const courts = new Map<number, Court>();
  let nextId = 1;
  return {
    courts,
    async list() {
      return { page: [...courts.values()], total: courts.size };
    },
    get: async (id) => courts.get(id) ?? null,
    async create(fields) {
      const court = { id: nextId++, ...fields };
      courts.set(court.id, court);
      return court;
    },
    async createMany(list) {
      return Promise.all(list.map((fields) => this.create(fields)));
    },
    async update(id, fields) {
      if (!courts.has(id)) return null;
      courts.set(id, { id, ...fields });
      return courts.get(id)!;
    },
    async remove(id) {
      const court = courts.get(id) ?? null;
      courts.delete(id);
      return court;
    },
    within: async (box) => [...courts.values()].filter((court) => inBox(court, box)),
  };
}

const MAP = { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' };

function setUp() {
  const repository = fakeRepository();
  return { repository, service: createCourtService({ repository, cache: createPublicCache({ ttlMs: 1_000 }), map: MAP }) };
}

async function problemOf(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
}

describe('court service', () => {
  it('stores a court trimmed, with the state in capitals, at its ZIP code when no position is given', async () => {
    const { service } = setUp();
    const court = await service.create({ ...GOOD_COURT, name: '  Riverside  ', city: 'Austin', state: 'tx', zip: '78704' });
    expect(court).toMatchObject({ id: 1, name: 'Riverside', state: 'TX', positionFromZip: true });
    expect(court.lat).toBeGreaterThan(30);
    expect(court.lat).toBeLessThan(30.5);
  });

  it('names every bad field at once and stores nothing', async () => {
    const { service, repository } = setUp();
    const problem = await problemOf(service.create({ ...GOOD_COURT, name: '', state: 'ZZ', indoorCourts: 0, outdoorCourts: 0 }));
    expect(problem.status).toBe(400);
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(['indoorCourts', 'name', 'outdoorCourts', 'state']);
    expect(repository.courts.size).toBe(0);
  });

  it('answers a missing court with 404 on read, update and delete', async () => {
    const { service } = setUp();
    for (const attempt of [service.get(7), service.update(7, GOOD_COURT), service.remove(7)]) {
      expect((await problemOf(attempt)).status).toBe(404);
    }
  });

  it('imports every row of a good file, and nothing from a file with one bad row, naming its line', async () => {
    const { service, repository } = setUp();
    const header = 'name,city,state,zip,outdoorCourts';
    expect(await service.importCsv(`${header}\nOne,Austin,TX,78704,2\nTwo,Austin,TX,78702,4\n`)).toBe(2);
    const refused = await service.importCsv(`${header}\nThree,Austin,TX,78704,2\nFour,Austin,TX,1,4\n`).then(() => undefined, (e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportRefused);
    expect((refused as ImportRefused).rows.map((row) => row.line)).toEqual([3]);
    expect([...repository.courts.values()].map((court) => court.name)).toEqual(['One', 'Two']);
  });

  it('searches nearest first within the distance, keeping only the kinds ticked', async () => {
    const { service } = setUp();
    // Near the centre of 78704 (Austin), one a little further, one far away.
    await service.create({ ...GOOD_COURT, name: 'Near', lat: 30.243, lng: -97.769, indoorCourts: 0, outdoorCourts: 2 });
    await service.create({ ...GOOD_COURT, name: 'Further', lat: 30.27, lng: -97.74, indoorCourts: 3, outdoorCourts: 0 });
    await service.create({ ...GOOD_COURT, name: 'Far', lat: 32.78, lng: -96.8 });
    const search = async (indoor: boolean) => {
      const { entry } = await service.search({ near: '78704', miles: 10, indoor, outdoor: false, public: false, private: false });
      return JSON.parse(entry.body) as { items: { name: string }[]; map: unknown };
    };
    const all = await search(false);
    expect(all.items.map((court) => court.name)).toEqual(['Near', 'Further']);
    expect(all.map).toEqual(MAP);
    expect((await search(true)).items.map((court) => court.name)).toEqual(['Further']);
  });
});
