import { describe, expect, it } from 'vitest';
import { searchQuery } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SearchResults } from '../../../codegen/hey-api/types.gen.ts';
import { createProduct, PADDLE } from '../gear/fixtures.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';

/** A published carbon paddle, 16 mm thick, under an invented brand. */
const CARBON = {
  ...PADDLE,
  brand: 'Quillfeather',
  model: 'Vantage Pro',
  slug: 'quillfeather-vantage-pro',
  status: 'published',
  specs: { ...PADDLE.specs, surface: { value: 'raw carbon fiber', source: 'maker' } },
};

describe('site search over gear', () => {
  const app = useTestApp();
  const search = async (q: string): Promise<SearchResults> => {
    const { data, response } = await searchQuery({ client: app.anonymous, query: { q } });
    expect(response?.status, q).toBe(200);
    return data!;
  };
  const productUrls = async (q: string) => (await search(q)).products.items.map((hit) => hit.url);

  it('finds a published product by brand, model and spec words ("16mm carbon"), typos forgiven, never a draft', async () => {
    const paddle = await createProduct(app, app.cookie, CARBON);
    await createProduct(app, app.cookie, { ...CARBON, model: 'Vantage Draft', slug: 'quillfeather-vantage-draft', status: 'draft' });
    await createProduct(app, app.cookie, { ...CARBON, brand: 'Otherway', model: 'Glass 14', slug: 'otherway-glass-14', status: 'published', specs: { thicknessMm: { value: 14, source: 'maker' }, surface: { value: 'fiberglass', source: 'maker' } } });
    const url = '/gear/paddle/quillfeather-vantage-pro';

    const found = await search('16mm carbon');
    expect(found.products.items.map((hit) => hit.url)).toEqual([url]);
    expect(found.products.items[0]).toMatchObject({ kind: 'product', title: 'Quillfeather Vantage Pro' });
    expect(found.products.items[0]!.snippet).toContain('16 mm thick');
    expect(await productUrls('16 mm carbon')).toEqual([url]);
    expect(await productUrls('quillfeather')).toEqual([url]);
    expect(await productUrls('vantage pro')).toEqual([url]);
    // Typos: one letter off in the brand, one dropped in the surface.
    expect(await productUrls('quilfeather')).toEqual([url]);
    expect(await productUrls('carbn paddle')).toEqual([url]);
    expect(await productUrls('fiberglass')).toEqual(['/gear/paddle/otherway-glass-14']);
    expect(await productUrls('vantage draft')).not.toContain('/gear/paddle/quillfeather-vantage-draft');

    // Unpublished, it is no longer found.
    const { id: _id, updatedAt: _at, ...fields } = paddle;
    expect((await call(app, app.cookie, 'PUT', `/api/gear/products/${paddle.id}`, { ...fields, status: 'draft' })).status).toBe(200);
    expect(await productUrls('16mm carbon')).not.toContain(url);
  });
});
