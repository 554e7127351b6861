import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makePng } from './helpers/images.ts';
import { TEST_ADMIN, useTestApp } from './helpers/testApp.ts';

interface OperationDoc {
  operationId: string;
  responses: Record<string, unknown>;
}
type PathsDoc = Record<string, Record<string, OperationDoc>>;

/**
 * A client that knows only the served openapi.yaml: it finds each call by operationId, fills the
 * path template, and checks every answer's status is one the contract declares.
 */
class ContractClient {
  private cookie = '';
  constructor(
    private readonly origin: string,
    private readonly paths: PathsDoc,
  ) {}

  private find(operationId: string) {
    for (const [path, item] of Object.entries(this.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (op.operationId === operationId) return { path, method, op };
      }
    }
    throw new Error(`openapi.yaml has no operation ${operationId}`);
  }

  async call(operationId: string, options: { params?: Record<string, string | number>; json?: unknown; form?: FormData } = {}) {
    const { path, method, op } = this.find(operationId);
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(options.params?.[name])));
    const headers: Record<string, string> = this.cookie ? { Cookie: this.cookie } : {};
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(this.origin + url, {
      method: method.toUpperCase(),
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    });
    expect(Object.keys(op.responses), `${operationId} answered ${response.status}`).toContain(String(response.status));
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }
}

describe('a client that reads only the served openapi.yaml', () => {
  const app = useTestApp();

  it('signs in, creates a category, a tag and a post with an uploaded image, lists, duplicates and deletes', async () => {
    const doc = parse(await (await fetch(`${app.url}/api/openapi.yaml`)).text()) as { paths: PathsDoc };
    const api = new ContractClient(app.url, doc.paths);

    expect((await api.call('posts.list')).status).toBe(401);
    expect((await api.call('auth.login', { json: TEST_ADMIN })).status).toBe(200);

    const category = await api.call('categories.create', { json: { name: 'Drills', slug: 'drills', description: 'Practice plans.' } });
    const tag = await api.call('tags.create', { json: { name: 'Footwork', slug: 'footwork' } });
    expect([category.status, tag.status]).toEqual([201, 201]);

    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(makePng(4, 4))], { type: 'image/png' }), 'ladder.png');
    const image = await api.call('uploads.create', { form });
    expect(image.status).toBe(201);

    const post = await api.call('posts.create', {
      json: {
        title: 'A Footwork Ladder for the Kitchen Line',
        slug: 'footwork-ladder',
        content: '<p>Split-step, shuffle, recover.</p>',
        publishStatus: 'published',
        featuredImage: image.body.url,
        featuredImageAlt: 'A footwork ladder beside a court',
        tagIds: [tag.body.id],
        categoryIds: [category.body.id],
      },
    });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({ featuredImage: image.body.url, tags: [{ name: 'Footwork' }], categories: [{ name: 'Drills' }] });

    const list = await api.call('posts.list');
    expect((list.body as unknown as { slug: string }[]).map((p) => p.slug)).toContain('footwork-ladder');
    const copy = await api.call('posts.duplicate', { params: { id: Number(post.body.id) } });
    expect(copy).toMatchObject({ status: 201, body: { slug: 'footwork-ladder-copy', publishStatus: 'draft' } });
    expect((await api.call('public.getPost', { params: { slug: 'footwork-ladder' } })).status).toBe(200);

    expect((await api.call('posts.delete', { params: { id: Number(copy.body.id) } })).status).toBe(200);
    expect((await api.call('posts.delete', { params: { id: Number(post.body.id) } })).status).toBe(200);
    expect((await api.call('public.getPost', { params: { slug: 'footwork-ladder' } })).status).toBe(404);
    expect((await api.call('auth.logout')).status).toBe(204);
  });
});
