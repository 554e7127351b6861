import { describe, expect, it } from 'vitest';
import { courtsImport, courtsList, courtsSearch } from '../../../codegen/hey-api/sdk.gen.ts';
import { COURT_MESSAGES } from '../../../common/courts.ts';
import { useTestApp } from '../helpers/testApp.ts';

const HEADER = 'name,address,city,state,zip,lat,lng,indoorCourts,outdoorCourts,access,lighted,fee,website,notes';

describe('court CSV import', () => {
  const app = useTestApp();
  const names = async () => ((await courtsList({ client: app.admin })).data ?? []).map((court) => court.name).sort();
  const send = (csv: string) => courtsImport({ client: app.admin, body: csv });

  it('stores nothing when one row is bad, and names its line and reason', async () => {
    const csv = [
      HEADER,
      'Good One,1 Main St,Boise,ID,83702,,,2,0,public,yes,Free,,',
      'Bad Zip,2 Main St,Boise,ID,8370,,,0,4,public,no,,,',
      '"Quoted, Name",3 Main St,Boise,ID,83702,43.6,-116.2,0,4,private,true,"$5, cash",https://example.com,"two\nlines"',
      'Bad Site,4 Main St,Boise,ID,83702,,,1,1,public,no,,javascript:alert(1),',
    ].join('\r\n');
    const { response, error } = await send(csv);
    expect(response?.status).toBe(400);
    expect(error).toMatchObject({
      detail: '2 rows have problems; nothing was imported.',
      rows: [
        { line: 3, reason: 'zip: ZIP code must be 5 digits', errors: { zip: 'ZIP code must be 5 digits' } },
        // The quoted notes of line 4 span two lines, so the next row starts on line 6.
        { line: 6, reason: 'website: Website must be an http or https address' },
      ],
    });
    expect(await names()).toEqual([]);
  });

  it('imports every row of a good file, placing rows without a position at their ZIP code', async () => {
    const csv = [
      'Name,City,State,Zip,IndoorCourts,OutdoorCourts,Access,Lighted,Fee,Lat,Lng',
      'Import Hall,Boise,ID,83702,4,0,public,true,$3,,',
      '"Import Park, East",Boise,ID,83702,0,6,private,false,Free,43.64,-116.15',
      '',
    ].join('\n');
    const { response, data } = await send(csv);
    expect(response?.status).toBe(201);
    expect(data).toEqual({ imported: 2 });
    const list = (await courtsList({ client: app.admin, query: { sort: '["name","ASC"]' } })).data!;
    expect(list).toMatchObject([
      { name: 'Import Hall', positionFromZip: true, indoorCourts: 4, lighted: true, fee: '$3' },
      { name: 'Import Park, East', positionFromZip: false, lat: 43.64, lng: -116.15, access: 'private', lighted: false },
    ]);
    const found = await courtsSearch({ client: app.anonymous, query: { near: '83702', miles: 10 } });
    expect(found.data?.items.map((court) => court.name)).toEqual(['Import Hall', 'Import Park, East']);
  });

  it.each([
    ['an empty file', '', 'The file has no courts: one header row, then one court per row.'],
    ['a header alone', `${HEADER}\n`, 'The file has no courts: one header row, then one court per row.'],
    ['an unknown column', 'name,city,state,zip,courts\nX,Boise,ID,83702,3', 'Unknown columns: courts.'],
  ])('refuses %s with 400', async (_label, csv, detail) => {
    const before = await names();
    const { response, error } = await send(csv);
    expect(response?.status).toBe(400);
    expect((error as { detail: string }).detail).toContain(detail);
    expect(await names()).toEqual(before);
  });

  it('counts lines the same in a Windows (CRLF) file and names a misplaced quote', async () => {
    const before = await names();
    const file = ['name,city,state,zip,outdoorCourts,notes', 'Sample Two Line,Boise,ID,83702,2,"first\r\nsecond"', 'Sample Bad Zip,Boise,ID,8370,2,', 'Sample Quote,Boise,ID,83702,2,say "hi"x', ''].join('\r\n');
    const { error } = await send(file);
    expect(error).toMatchObject({
      rows: [
        { line: 4, reason: 'zip: ZIP code must be 5 digits' },
        { line: 5, reason: 'A quote is out of place: quote the whole value, and double any quote inside it' },
      ],
    });
    expect(await names()).toEqual(before);
  });

  it('reports a row with the wrong number of values and an unclosed quote', async () => {
    const { error } = await send(`name,city,state,zip,outdoorCourts\nShort,Boise,ID\nOpen,"Boise,ID,83702,2`);
    expect(error).toMatchObject({
      rows: [
        { line: 2, reason: 'Has 3 values but the header has 5' },
        { line: 3, reason: 'A quoted value is not closed' },
      ],
    });
  });

  it('counts a name in characters as the contract does: 200 emoji are imported, 201 refused', async () => {
    const paddle = '\u{1F3D3}';
    const file = (name: string) => `name,city,state,zip,outdoorCourts\n${name},Boise,ID,83702,2\n`;
    const fits = await send(file(paddle.repeat(200)));
    expect(fits.response?.status).toBe(201);
    expect(fits.data).toEqual({ imported: 1 });
    expect(await names()).toContain(paddle.repeat(200));
    const before = await names();
    const { response, error } = await send(file(paddle.repeat(201)));
    expect(response?.status).toBe(400);
    expect(response?.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(error).toMatchObject({ rows: [{ line: 2, reason: `name: ${COURT_MESSAGES.tooLong(200)}`, errors: { name: COURT_MESSAGES.tooLong(200) } }] });
    expect(await names()).toEqual(before);
  });
});
