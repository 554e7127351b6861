// @vitest-environment node
// (web/test/mockApi.ts reads openapi.yaml through import.meta.url, which is not a file: URL under jsdom.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi.ts';
import { createDataProvider } from './index.ts';

const fetched = () => vi.mocked(globalThis.fetch).mock.calls.map(([url, init]) => [String(url), (init as RequestInit | undefined)?.method]);

/** react-admin's standard methods, over each resource's generated operations, in the lists' dialect. */
describe('the admin data provider records', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('asks a page of a list with its sort, range and filter, and reads the total from Content-Range', async () => {
    const api = await mockApi({ 'posts.list': () => ({ status: 200, body: [{ id: 4 }], headers: { 'Content-Range': 'posts 10-10/11' } }) });
    restore = api.restore;
    const result = await createDataProvider().getList('posts', { pagination: { page: 2, perPage: 10 }, sort: { field: 'title', order: 'ASC' }, filter: { q: 'dink drop' } });
    expect(result).toEqual({ data: [{ id: 4 }], total: 11 });
    const url = new URL(String(fetched()[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/blog/posts');
    expect(Object.fromEntries(url.searchParams)).toEqual({ filter: '{"q":"dink drop"}', range: '[10,19]', sort: '["title","ASC"]' });
  });

  it('fails a list answer without Content-Range, since its total is unknown', async () => {
    const api = await mockApi({ 'activity.list': () => ({ status: 200, body: [] }) });
    restore = api.restore;
    await expect(createDataProvider().getList('activity', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: {} })).rejects.toThrow('Content-Range');
  });

  it('asks many records as an id filter, and a reference list with its target', async () => {
    const api = await mockApi({ 'gear.list': () => ({ status: 200, body: [], headers: { 'Content-Range': 'products 0-0/0' } }) });
    restore = api.restore;
    await createDataProvider().getMany('gear', { ids: [1, 2] });
    await createDataProvider().getManyReference('gear', { target: 'brand', id: 'Selkirk', pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const [many, reference] = fetched().map(([url]) => Object.fromEntries(new URL(String(url), 'http://localhost').searchParams));
    expect(many).toEqual({ filter: '{"id":[1,2]}' });
    expect(reference).toEqual({ filter: '{"brand":"Selkirk"}', range: '[0,4]', sort: '["id","ASC"]' });
  });

  it('reads, writes and deletes one record at its path, and the path parameter a resource names', async () => {
    const issue = { id: 'abc', subject: 'Dinks', intro: '', posts: [] };
    const api = await mockApi({
      'posts.get': () => ({ status: 200, body: { id: 7 } }),
      'posts.update': () => ({ status: 200, body: { id: 7 } }),
      'posts.delete': () => ({ status: 200, body: { id: 7 } }),
      'newsletter.getIssue': () => ({ status: 200, body: issue }),
      'newsletter.deleteSubscriber': () => ({ status: 204 }),
    });
    restore = api.restore;
    const dp = createDataProvider();
    expect((await dp.getOne('posts', { id: 7 })).data).toEqual({ id: 7 });
    await dp.update('posts', { id: 7, data: { title: 'Drop shots' }, previousData: { id: 7 } });
    expect((await dp.deleteMany('posts', { ids: [7] })).data).toEqual([7]);
    expect((await dp.getOne('issues', { id: 'abc' })).data).toEqual(issue);
    await dp.delete('subscribers', { id: 's1', previousData: { id: 's1' } });
    expect(api.calls.map((c) => [c.operationId, c.path])).toEqual([
      ['posts.get', '/api/blog/posts/7'],
      ['posts.update', '/api/blog/posts/7'],
      ['posts.delete', '/api/blog/posts/7'],
      ['newsletter.getIssue', '/api/newsletter/issues/abc'],
      ['newsletter.deleteSubscriber', '/api/newsletter/subscribers/s1'],
    ]);
    expect(fetched()[0]?.[0]).toBe('/api/blog/posts/7');
  });

  it('refuses a method the resource has no operation for, asking nothing', async () => {
    const api = await mockApi();
    restore = api.restore;
    await expect(createDataProvider().update('comments', { id: 'c1', data: {}, previousData: { id: 'c1' } })).rejects.toThrow('The resource comments has no update operation.');
    expect(api.calls).toEqual([]);
  });
});

/** The custom calls customMethods.test.ts does not cover reach the contract's operation for them. */
describe('the admin data provider other calls', () => {
  let restore = () => {};
  afterEach(() => restore());

  const cases: [string, (dp: ReturnType<typeof createDataProvider>) => Promise<unknown>, string, string, string][] = [
    ['moderate', (dp) => dp.moderateComment('comments', { id: 'c1', action: 'approve' }), 'comments.moderate', 'post', '/api/comments/c1/moderate'],
    ['block author', (dp) => dp.blockCommentAuthor('comments', { id: 'c1' }), 'comments.blockMember', 'post', '/api/comments/c1/block-member'],
    ['comment counts', (dp) => dp.commentCounts('comments'), 'comments.counts', 'get', '/api/comments/counts'],
    ['webhook secret', (dp) => dp.rotateWebhookSecret('webhooks', { id: 3 }), 'webhooks.rotateSecret', 'post', '/api/webhooks/3/secret'],
    ['webhook deliveries', (dp) => dp.webhookDeliveries('webhooks', { id: 3 }), 'webhooks.deliveries', 'get', '/api/webhooks/3/deliveries'],
    ['two-factor status', (dp) => dp.twoFactorStatus('twoFactor'), 'twoFactor.status', 'get', '/api/auth/2fa'],
    ['two-factor enable', (dp) => dp.twoFactorEnable('twoFactor', { code: '123456' }), 'twoFactor.enable', 'post', '/api/auth/2fa/enable'],
    ['two-factor policy', (dp) => dp.setTwoFactorPolicy('twoFactor', { required: true }), 'twoFactor.setPolicy', 'put', '/api/auth/2fa/policy'],
    ['two-factor reset', (dp) => dp.twoFactorReset('twoFactor', { id: 4 }), 'twoFactor.reset', 'delete', '/api/users/4/2fa'],
    ['menus', (dp) => dp.getOne('navigation', { id: 'site' }), 'navigation.get', 'get', '/api/navigation'],
    ['menus restore', (dp) => dp.restoreNavigation('navigation', { version: 2 }), 'navigation.restore', 'post', '/api/navigation/versions/2/restore'],
    ['home page publish', (dp) => dp.publishHomePage('homepage'), 'homepage.publish', 'post', '/api/homepage/publish'],
    ['home page versions', (dp) => dp.homePageVersions('homepage'), 'homepage.versions', 'get', '/api/homepage/versions'],
    ['sample ids', (dp) => dp.sampleIds('sampleContent'), 'sampleContent.list', 'get', '/api/sample-content'],
    ['sample removal', (dp) => dp.removeSampleContent('sampleContent'), 'sampleContent.remove', 'delete', '/api/sample-content'],
    ['last backup', (dp) => dp.lastBackup('staff'), 'health.get', 'get', '/api/health'],
    ['image upload', (dp) => dp.uploadImage('posts', { file: new File(['png'], 'a.png', { type: 'image/png' }) }), 'uploads.create', 'post', '/api/upload/image'],
  ];

  it.each(cases)('%s', async (_name, run, operationId, method, path) => {
    const api = await mockApi({ [operationId]: () => ({ status: 200, body: { ok: true } }) });
    restore = api.restore;
    await run(createDataProvider());
    expect(api.calls.map((c) => [c.operationId, c.method, c.path])).toEqual([[operationId, method, path]]);
  });

  it('counts staff from the users list total', async () => {
    const api = await mockApi({ 'users.list': () => ({ status: 200, body: [{ id: 1 }], headers: { 'Content-Range': 'users 0-0/6' } }) });
    restore = api.restore;
    expect(await createDataProvider().staffCount('staff')).toEqual({ data: 6 });
  });
});
