import type { CourtInput } from '../../../../codegen/hey-api/types.gen.ts';

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
/** Numbers as typed; an empty box is left out (a position then comes from the ZIP code). */
const numberOrNull = (value: unknown): number | null => (value === '' || value == null || Number.isNaN(Number(value)) ? null : Number(value));
const count = (value: unknown): number => (value === '' || value == null ? 0 : Number(value));

/** Only the fields CourtInput allows (the contract rejects any other property, such as `id`). */
export function toCourtInput(data: Data): CourtInput {
  return {
    name: text(data.name),
    address: text(data.address),
    city: text(data.city),
    state: text(data.state).toUpperCase(),
    zip: text(data.zip),
    lat: numberOrNull(data.lat),
    lng: numberOrNull(data.lng),
    indoorCourts: count(data.indoorCourts),
    outdoorCourts: count(data.outdoorCourts),
    access: data.access === 'private' ? 'private' : 'public',
    lighted: data.lighted === true,
    fee: text(data.fee),
    website: text(data.website),
    notes: text(data.notes),
  };
}
