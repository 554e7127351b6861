import { describe, expect, it } from 'vitest';
import { pagesCreate, pagesUpdate, searchQuery } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SearchResults } from '../../../codegen/hey-api/types.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

describe('site search over static pages', () => {
  const app = useTestApp();
  const search = async (q: string): Promise<SearchResults> => {
    const { data, response } = await searchQuery({ client: app.anonymous, query: { q } });
    expect(response?.status, q).toBe(200);
    return data!;
  };
  const pageUrls = async (q: string) => (await search(q)).pages.items.map((hit) => hit.url);

  it('finds a published page by a word of its content, never a draft, and drops a page once it is unpublished', async () => {
    const body = { title: 'Court Rental Policy', slug: 'court-rental-policy', content: '<h2>Booking</h2><p>Reserve a <strong>quokka</strong> slot up to seven days ahead.</p>', isPublished: true };
    const created = await pagesCreate({ client: app.admin, body });
    expect(created.response?.status).toBe(201);
    await pagesCreate({ client: app.admin, body: { title: 'Draft Wombat Rules', slug: 'draft-wombat-rules', content: 'Wombat rules, not ready.', isPublished: false } });

    expect(await pageUrls('quoka')).toEqual(['/court-rental-policy']);
    expect((await search('wombat')).pages.total).toBe(0);

    const unpublished = await pagesUpdate({ client: app.admin, path: { id: created.data!.id }, body: { ...body, isPublished: false } });
    expect(unpublished.response?.status).toBe(200);
    expect(await pageUrls('quokka')).toEqual([]);
  });
});
