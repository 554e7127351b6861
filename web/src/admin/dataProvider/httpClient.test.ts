// @vitest-environment node
// (web/test/mockApi.ts reads codegen/openapi.yaml through import.meta.url, which is not a file: URL under jsdom.)
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mockApi.ts';
import { createBlogDataProvider } from './blogDataProvider.ts';

const conflict = {
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  detail: 'A post with the slug "dinks" already exists.',
  message: 'A post with the slug "dinks" already exists.',
  errors: { slug: 'A post with the slug "dinks" already exists.' },
};

describe('the blog data provider', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('reads lists with their Content-Range total', async () => {
    const api = await mockApi({
      'posts.list': () => ({ status: 200, body: [], headers: { 'Content-Range': 'posts 0-0/42' } }),
    });
    restore = api.restore;
    const { total } = await createBlogDataProvider().getList('posts', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'dink' } });
    expect(total).toBe(42);
  });

  it('fails with "{status}: {detail}" and keeps the field errors for the form', async () => {
    const api = await mockApi({ 'posts.create': () => ({ status: 409, body: conflict }) });
    restore = api.restore;
    type Failure = { message: string; status: number; body: { errors: Record<string, string> } };
    const error = (await createBlogDataProvider()
      .create('posts', { data: { title: 'Dinks', slug: 'dinks', content: '<p>x</p>', id: 3 } })
      .catch((e: unknown) => e)) as Failure;
    expect(error.message).toBe('409: A post with the slug "dinks" already exists.');
    expect(error.status).toBe(409);
    expect(error.body.errors.slug).toContain('already exists');
    expect(api.calls[0]?.body).not.toHaveProperty('id');
  });
});
