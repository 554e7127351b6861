import { describe, expect, it } from 'vitest';
import { courtsCreate, courtsDelete, courtsGet, courtsList, courtsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { CourtInput } from '../../../codegen/hey-api/types.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { GOOD_COURT } from './fixtures.ts';

describe('courts API (admin)', () => {
  const app = useTestApp();
  const count = async () => Number((await courtsList({ client: app.admin, query: { range: '[0,0]' } })).response?.headers.get('content-range')?.split('/')[1]);

  it('creates a court at its ZIP code when no position is given, and reads it back', async () => {
    const created = await courtsCreate({ client: app.admin, body: { ...GOOD_COURT, name: '  Riverside Courts ', state: 'id' } });
    expect(created.response?.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Riverside Courts', state: 'ID', zip: '83702', positionFromZip: true, indoorCourts: 2, outdoorCourts: 4 });
    // 83702 is downtown Boise.
    expect(created.data!.lat).toBeCloseTo(43.63, 1);
    expect(created.data!.lng).toBeCloseTo(-116.2, 1);
    expect((await courtsGet({ client: app.admin, path: { id: created.data!.id } })).data).toEqual(created.data);
  });

  it('moves a ZIP-placed court with its ZIP code, and keeps a given position', async () => {
    const placed = (await courtsCreate({ client: app.admin, body: GOOD_COURT })).data!;
    const moved = await courtsUpdate({ client: app.admin, path: { id: placed.id }, body: { ...GOOD_COURT, zip: '78701', city: 'Austin', state: 'TX', lat: placed.lat, lng: placed.lng } });
    expect(moved.data).toMatchObject({ zip: '78701', positionFromZip: true });
    expect(moved.data!.lat).toBeCloseTo(30.27, 1);
    const pinned = await courtsUpdate({ client: app.admin, path: { id: placed.id }, body: { ...GOOD_COURT, lat: 43.7, lng: -116.3 } });
    expect(pinned.data).toMatchObject({ lat: 43.7, lng: -116.3, positionFromZip: false, zip: '83702' });
  });

  it('lists with react-admin sort, range and filter (name or city) and Content-Range', async () => {
    await courtsCreate({ client: app.admin, body: { ...GOOD_COURT, name: 'Zebra Hall', city: 'Nampa', zip: '83651' } });
    await courtsCreate({ client: app.admin, body: { ...GOOD_COURT, name: 'Alpha Nampa Club', city: 'Meridian', zip: '83642' } });
    const byCity = await courtsList({ client: app.admin, query: { filter: '{"q":"nampa"}', sort: '["name","ASC"]', range: '[0,9]' } });
    expect(byCity.data?.map((court) => court.name)).toEqual(['Alpha Nampa Club', 'Zebra Hall']);
    expect(byCity.response?.headers.get('content-range')).toBe('courts 0-1/2');
    const page = await courtsList({ client: app.admin, query: { sort: '["name","DESC"]', range: '[0,0]' } });
    expect(page.data?.map((court) => court.name)).toEqual(['Zebra Hall']);
    expect(page.response?.headers.get('content-range')).toMatch(/^courts 0-0\/\d+$/);
    const badSort = await courtsList({ client: app.admin, query: { sort: '["lat","ASC"]' } });
    expect(badSort.response?.status).toBe(400);
  });

  it('deletes a court, then answers 404 for it', async () => {
    const court = (await courtsCreate({ client: app.admin, body: GOOD_COURT })).data!;
    expect((await courtsDelete({ client: app.admin, path: { id: court.id } })).data).toMatchObject({ id: court.id });
    expect((await courtsGet({ client: app.admin, path: { id: court.id } })).response?.status).toBe(404);
    expect((await courtsDelete({ client: app.admin, path: { id: court.id } })).response?.status).toBe(404);
  });

  const badFields: [string, Partial<CourtInput>, string, string][] = [
    ['no name', { name: '  ' }, 'name', 'Name is required'],
    ['no city', { city: '' }, 'city', 'City is required'],
    ['a 4-digit ZIP', { zip: '8370' }, 'zip', 'ZIP code must be 5 digits'],
    ['a ZIP with letters', { zip: '8370A' }, 'zip', 'ZIP code must be 5 digits'],
    ['a ZIP nobody has, without a position', { zip: '00000' }, 'zip', 'We could not find this ZIP code: enter the latitude and longitude'],
    ['a state name', { state: 'Idaho' }, 'state', 'State must be a two-letter US state code, e.g. TX'],
    ['an unknown state code', { state: 'XX' }, 'state', 'State must be a two-letter US state code, e.g. TX'],
    ['negative indoor courts', { indoorCourts: -1 }, 'indoorCourts', 'Enter a whole number, 0 or more'],
    ['negative outdoor courts', { outdoorCourts: -3 }, 'outdoorCourts', 'Enter a whole number, 0 or more'],
    ['no courts at all', { indoorCourts: 0, outdoorCourts: 0 }, 'indoorCourts', 'A place needs at least one indoor or outdoor court'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website', 'Website must be an http or https address'],
    ['an ftp website', { website: 'ftp://example.com' }, 'website', 'Website must be an http or https address'],
    ['a latitude without longitude', { lat: 43.6 }, 'lng', 'Give both latitude and longitude, or neither'],
    ['a latitude off the globe', { lat: 91, lng: -116 }, 'lat', 'Latitude must be a number between -90 and 90'],
  ];

  it.each(badFields)('refuses %s with 400 naming the field, and stores nothing', async (_label, change, field, message) => {
    const before = await count();
    const { response, error } = await courtsCreate({ client: app.admin, body: { ...GOOD_COURT, ...change } });
    expect(response?.status).toBe(400);
    expect(error).toMatchObject({ status: 400, errors: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it('refuses a bad update with 400 and keeps the court as it was', async () => {
    const court = (await courtsCreate({ client: app.admin, body: GOOD_COURT })).data!;
    const { response, error } = await courtsUpdate({ client: app.admin, path: { id: court.id }, body: { ...GOOD_COURT, zip: '12', website: 'javascript:void(0)' } });
    expect(response?.status).toBe(400);
    expect(error).toMatchObject({ errors: { zip: 'ZIP code must be 5 digits', website: 'Website must be an http or https address' } });
    expect((await courtsGet({ client: app.admin, path: { id: court.id } })).data).toEqual(court);
  });

  it('refuses an access value outside public and private', async () => {
    const { response, error } = await courtsCreate({ client: app.admin, body: { ...GOOD_COURT, access: 'members' as 'public' } });
    expect(response?.status).toBe(400);
    expect(Object.keys((error as { errors: Record<string, string> }).errors)).toEqual(['access']);
  });

  it('counts a name in characters as the contract does: 200 emoji are taken, 201 refused', async () => {
    const paddle = '\u{1F3D3}';
    const fits = await courtsCreate({ client: app.admin, body: { ...GOOD_COURT, name: paddle.repeat(200) } });
    expect(fits.response?.status).toBe(201);
    expect(fits.data?.name).toBe(paddle.repeat(200));
    const over = await courtsUpdate({ client: app.admin, path: { id: fits.data!.id }, body: { ...GOOD_COURT, name: paddle.repeat(201) } });
    expect(over.response?.status).toBe(400);
    expect(over.response?.headers.get('content-type')).toMatch(/problem\+json/);
    expect(over.error).toMatchObject({ status: 400, errors: { name: 'name must NOT have more than 200 characters' } });
  });
});
