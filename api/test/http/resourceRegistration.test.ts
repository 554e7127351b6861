import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../common/messages.ts';
import { listFieldsOf } from '../../src/http/resourceModule.ts';
import { fieldErrors, fieldRules } from '../../src/http/validatorErrors.ts';

const refusal = (field: string, rule: string) => ({ path: `/body/${field}`, errorCode: `${rule}.openapi.validation`, message: `must match ${rule}` });

describe('resources register their field texts and lists', () => {
  it("gives a refused field the text its resource registered, and the shared text to a shared field", () => {
    const rules = fieldRules([{ name: 'gear', fieldTexts: { brand: { pattern: 'Enter the brand.' } } }]);
    expect(fieldErrors([refusal('brand', 'pattern'), refusal('title', 'required')], rules)).toEqual({ brand: 'Enter the brand.', title: FIELD_MESSAGES.titleRequired });
  });

  it('stops start-up when a resource gives a field another text than one it already has', () => {
    expect(() => fieldRules([{ name: 'gear', fieldTexts: { title: { required: 'Name your gear.' } } }])).toThrow(/gear gives title \(required\)/);
    const events = { name: 'events', fieldTexts: { venue: { pattern: 'Enter a venue.' } } };
    expect(() => fieldRules([events, { name: 'comments', fieldTexts: { venue: { pattern: 'Where?' } } }])).toThrow(/comments gives venue \(pattern\) another text than events/);
  });

  it('stops start-up when two resources register one list', () => {
    const list = { 'gear.list': { sortable: ['id'], filters: [] } };
    expect(() => listFieldsOf([{ name: 'gear', lists: list }, { name: 'events', lists: list }])).toThrow(/events registers the list gear.list/);
  });
});
