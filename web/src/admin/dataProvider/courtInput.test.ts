import { describe, expect, it } from 'vitest';
import { toCourtInput } from './courtInput.ts';

describe('toCourtInput', () => {
  it('sends only the contract fields, with empty coordinates as null so the ZIP code places the court', () => {
    const record = { id: 4, positionFromZip: true, name: 'Park', city: 'Boise', state: 'id', zip: '83702', lat: '', lng: undefined, indoorCourts: '', outdoorCourts: 3, access: 'private', lighted: true };
    expect(toCourtInput(record)).toEqual({
      name: 'Park',
      address: '',
      city: 'Boise',
      state: 'ID',
      zip: '83702',
      lat: null,
      lng: null,
      indoorCourts: 0,
      outdoorCourts: 3,
      access: 'private',
      lighted: true,
      fee: '',
      website: '',
      notes: '',
    });
  });

  it('keeps typed coordinates and counts as numbers', () => {
    expect(toCourtInput({ lat: '43.61', lng: -116.2, indoorCourts: '2', outdoorCourts: 0 })).toMatchObject({ lat: 43.61, lng: -116.2, indoorCourts: 2, outdoorCourts: 0, access: 'public', lighted: false });
  });
});
