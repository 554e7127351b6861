import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { courtsImport, courtsList } from '../../codegen/hey-api/sdk.gen.ts';
import { GEAR_MESSAGES } from '../../common/gear.ts';
import { isWebAddress, WEB_ADDRESS_PATTERN } from '../../common/webAddress.ts';
import { OPENAPI_PATH } from '../src/http/operations.ts';
import { useTestApp } from './helpers/testApp.ts';
import { call } from './users/staff.ts';
import { PADDLE } from './gear/fixtures.ts';

type Schema = { pattern: string; properties: Record<string, { pattern: string }> };
const schemas = (parse(readFileSync(OPENAPI_PATH, 'utf8')) as { components: { schemas: Record<string, Schema> } }).components.schemas;

/** Addresses a URL parser reads but the contract refuses: stored, they would break every answer that shows them. */
const NEAR_MISSES = ['http://.example.com', 'http://shop_x.example.com', 'https://shop.example.com:99999/', 'http://%', 'https://[', 'http://shop example.com', 'https://'];

describe('a web address (buy links, court websites)', () => {
  it('is the rule the contract states, for buy links and, padded or empty, for court websites', () => {
    expect(schemas.WebAddress!.pattern).toBe(WEB_ADDRESS_PATTERN);
    expect(schemas.GearBuyLink!.properties.url).toEqual({ $ref: '#/components/schemas/WebAddress' });
    const core = WEB_ADDRESS_PATTERN.slice(1, -1);
    expect(schemas.CourtInput!.properties.website!.pattern).toBe(String.raw`^[ \t\n\r]*(${core})?[ \t\n\r]*$`);
  });

  it('is taken whenever the contract admits it, and refused where it does not', () => {
    const pattern = new RegExp(WEB_ADDRESS_PATTERN, 'u');
    fc.assert(fc.property(fc.stringMatching(pattern), (url) => isWebAddress(url)), { numRuns: 500 });
    for (const url of NEAR_MISSES) expect([pattern.test(url), isWebAddress(url)], url).toEqual([false, false]);
  });

  describe('through the API', () => {
    const app = useTestApp();

    it('refuses a product whose buy link the contract would not serve', async () => {
      const answer = await call(app, app.cookie, 'POST', '/api/gear/products', { ...PADDLE, slug: 'near-miss', buyLinks: [{ label: 'Shop', url: 'http://.example.com/paddle', affiliate: false }] });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: { 'buyLinks.0.url': GEAR_MESSAGES.buyLinkInvalid } });
    });

    it('refuses a court CSV row whose website the contract would not serve, and the list still reads', async () => {
      const csv = ['name,city,state,zip,outdoorCourts,website', 'Near Miss Park,Boise,ID,83702,4,http://shop_x.example.com'].join('\n');
      const { response, error } = await courtsImport({ client: app.admin, body: csv });
      expect(response?.status).toBe(400);
      expect(error).toMatchObject({ rows: [{ line: 2, reason: 'website: Website must be an http or https address' }] });
      const list = await courtsList({ client: app.admin });
      expect(list.response?.status).toBe(200);
      expect(list.data).toEqual([]);
    });
  });
});
