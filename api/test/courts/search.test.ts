import { beforeAll, describe, expect, it } from 'vitest';
import { courtsCreate, courtsDelete, courtsSearch } from '../../../codegen/hey-api/sdk.gen.ts';
import type { CourtsSearchData } from '../../../codegen/hey-api/types.gen.ts';
import { useTestApp, type TestApp } from '../helpers/testApp.ts';
import { GOOD_COURT, offset } from './fixtures.ts';

type Query = CourtsSearchData['query'];

/** Courts placed at known distances from a search origin: name, miles, direction, indoor, outdoor, access. */
const LAYOUT = [
  ['Two Mile Gym', 2, 'north', 2, 0, 'public'],
  ['Seven Mile Club', 7, 'north', 0, 4, 'private'],
  ['Eighteen Mile Park', 18, 'east', 3, 3, 'public'],
  ['Forty Mile Fields', 40, 'north', 0, 6, 'public'],
  ['Seventy Mile Barn', 70, 'north', 1, 1, 'private'],
] as const;

const RADII = [5, 10, 25, 50] as const;
const KINDS = [
  { indoor: false, outdoor: false },
  { indoor: true, outdoor: false },
  { indoor: false, outdoor: true },
  { indoor: true, outdoor: true },
];
const ACCESS = [
  { public: false, private: false },
  { public: true, private: false },
  { public: false, private: true },
  { public: true, private: true },
];

/** What the issue says a search keeps, written from the layout: the oracle for every combination. */
function expected(prefix: string, miles: number, kind: (typeof KINDS)[number], access: (typeof ACCESS)[number]): string[] {
  return LAYOUT.filter(([, distance, , indoor, outdoor, courtAccess]) => {
    const kindOk = kind.indoor === kind.outdoor || (kind.indoor && indoor > 0) || (kind.outdoor && outdoor > 0);
    const accessOk = access.public === access.private || (access.public ? courtAccess === 'public' : courtAccess === 'private');
    return distance <= miles && kindOk && accessOk;
  }).map(([name]) => `${prefix} ${name}`);
}

async function placeCourts(app: TestApp, prefix: string, near: string, place: { city: string; state: string; zip: string }) {
  const origin = (await courtsSearch({ client: app.anonymous, query: { near } })).data!.origin;
  for (const [name, miles, direction, indoorCourts, outdoorCourts, access] of LAYOUT) {
    const created = await courtsCreate({
      client: app.admin,
      body: { ...GOOD_COURT, ...place, ...offset(origin, miles, direction), name: `${prefix} ${name}`, indoorCourts, outdoorCourts, access },
    });
    expect(created.response?.status).toBe(201);
  }
  return origin;
}

describe('public court search', () => {
  const app = useTestApp();
  const search = async (query: Query) => {
    const { data, error, response } = await courtsSearch({ client: app.anonymous, query });
    return { data, error, status: response?.status };
  };

  beforeAll(async () => {
    // Boise's courts are laid out from ZIP 83702's centre, Austin's from the centre of "Austin, TX".
    await placeCourts(app, 'Boise', '83702', { city: 'Boise', state: 'ID', zip: '83702' });
    await placeCourts(app, 'Austin', 'Austin, TX', { city: 'Austin', state: 'TX', zip: '78701' });
  });

  it('names the place searched from and the tile settings of the map', async () => {
    const { data, status } = await search({ near: '83702', miles: 5 });
    expect(status).toBe(200);
    expect(data?.origin).toMatchObject({ label: 'Boise, ID 83702' });
    expect(data?.map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(data?.map.attribution).toContain('OpenStreetMap');
    expect((await search({ near: 'austin, tx' })).data?.origin.label).toBe('Austin, TX');
  });

  it('finds the nearest first, with distances, by ZIP code', async () => {
    const { data } = await search({ near: '83702', miles: 50 });
    expect(data?.items.map((court) => court.name)).toEqual(['Boise Two Mile Gym', 'Boise Seven Mile Club', 'Boise Eighteen Mile Park', 'Boise Forty Mile Fields']);
    const distances = data!.items.map((court) => court.distanceMiles);
    [2, 7, 18, 40].forEach((miles, index) => expect(distances[index]).toBeCloseTo(miles, 0));
  });

  it('25 miles with Indoor unticked (Outdoor only) keeps courts that have outdoor courts', async () => {
    const { data } = await search({ near: 'Austin, TX', miles: 25, outdoor: true });
    expect(data?.items.map((court) => court.name)).toEqual(['Austin Seven Mile Club', 'Austin Eighteen Mile Park']);
  });

  for (const [label, near, prefix] of [['ZIP code', '83702', 'Boise'], ['"City, ST"', 'Austin, TX', 'Austin']] as const) {
    it(`by ${label}: every radius and every filter combination`, async () => {
      for (const miles of RADII) {
        for (const kind of KINDS) {
          for (const access of ACCESS) {
            const { data, status } = await search({ near, miles, ...kind, ...access });
            expect(status).toBe(200);
            expect(data?.items.map((court) => court.name), JSON.stringify({ miles, ...kind, ...access })).toEqual(expected(prefix, miles, kind, access));
          }
        }
      }
    });
  }

  it('reads the place as a browser form encodes it', async () => {
    const response = await fetch(`${app.url}/api/public/courts?near=Austin%2C+TX&miles=5`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { origin: { label: string } }).origin.label).toBe('Austin, TX');
  });

  it('finds a city by its name alone when only one US place has it', async () => {
    const { data, status } = await search({ near: 'boise', miles: 50 });
    expect(status).toBe(200);
    expect(data?.origin.label).toBe('Boise, ID');
    expect(data?.items.every((court) => court.name.startsWith('Boise'))).toBe(true);
  });

  it.each(['00000', 'Atlantis', 'Boise, ZZ', '99999'])('answers %s with the unknown-place message', async (near) => {
    const { status, error } = await search({ near });
    expect(status).toBe(400);
    expect(error).toMatchObject({ detail: 'We could not find that ZIP code or city.', errors: { 'query.near': 'We could not find that ZIP code or city.' } });
  });

  it('asks for the state when several places share a name', async () => {
    const { status, error } = await search({ near: 'Springfield' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ detail: "Several places are called Springfield: add the state, e.g. 'Springfield, IL'." });
    expect((await search({ near: 'Springfield, MO' })).status).toBe(200);
  });

  it('refuses a distance other than 5, 10, 25 or 50 miles', async () => {
    const { status, error } = await search({ near: '83702', miles: 7 as 5 });
    expect(status).toBe(400);
    expect(Object.keys((error as { errors: object }).errors)).toEqual(['query.miles']);
  });

  it('shows a new court at once, and stops showing a deleted one', async () => {
    const before = (await search({ near: '83702', miles: 5 })).data!.items.length;
    const created = await courtsCreate({ client: app.admin, body: { ...GOOD_COURT, name: 'Brand New Courts' } });
    const after = (await search({ near: '83702', miles: 5 })).data!;
    expect(after.items.length).toBe(before + 1);
    expect(after.items.map((court) => court.name)).toContain('Brand New Courts');
    expect(created.data?.positionFromZip).toBe(true);
    await courtsDelete({ client: app.admin, path: { id: created.data!.id } });
    expect((await search({ near: '83702', miles: 5 })).data!.items.map((court) => court.name)).not.toContain('Brand New Courts');
  });
});
