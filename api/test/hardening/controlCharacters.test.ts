import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesCreate, postsCreate, tagsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import { Subscriber } from '../../src/newsletter/repository/subscriberModel.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** Every collection these requests could write, read whole: "nothing changed" means deep-equal. */
const COLLECTIONS = ['posts', 'categories', 'tags', 'counters', 'newsletter_subscribers', 'post_revisions'];

async function snapshot(): Promise<Record<string, unknown[]>> {
  const db = mongoose.connection.db!;
  return Object.fromEntries(await Promise.all(COLLECTIONS.map(async (name) => [name, await db.collection(name).find({}).sort({ _id: 1 }).toArray()] as const)));
}

const NUL = '\u0000';

describe('control characters in text input', () => {
  const app = useTestApp();
  let postId = 0;
  let tagId = 0;

  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(app.url + path, {
      method,
      headers: { Cookie: app.cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };

  /** A 400 problem document whose `errors` names `field`, and nothing stored changed. */
  const refusedNaming = async (field: string, method: string, path: string, body?: unknown) => {
    const before = await snapshot();
    const answer = await send(method, path, body);
    const label = `${method} ${path}`;
    expect(answer.status, label).toBe(400);
    expect(answer.type, label).toMatch(/application\/problem\+json/);
    expect(answer.body.errors, label).toEqual({ [field]: `${field} must not contain control characters` });
    expect(answer.body.detail, label).toBe(`${field} must not contain control characters`);
    expect(await snapshot(), label).toEqual(before);
  };

  beforeAll(async () => {
    tagId = (await tagsCreate({ client: app.admin, body: { name: 'Dinks', slug: 'dinks' } })).data!.id;
    await categoriesCreate({ client: app.admin, body: { name: 'Rules', slug: 'rules' } });
    postId = (await postsCreate({ client: app.admin, body: { title: 'Kept', slug: 'kept', content: '<p>Kept as it is.</p>' } })).data!.id;
    await Subscriber.create({ email: 'fan@example.com', emailKey: 'fan@example.com', status: 'confirmed' });
  });

  it.each(['/api/blog/tags', '/api/blog/categories', '/api/newsletter/subscribers', '/api/blog/posts'])(
    'answers a NUL in filter.q on %s with 400 naming query.filter (it was a 500 BSONError)',
    async (list) => {
      // Escaped inside the JSON text, as a client's JSON.stringify sends it, and raw in the query.
      await refusedNaming('query.filter', 'GET', `${list}?filter=${encodeURIComponent(JSON.stringify({ q: `a${NUL}b` }))}`);
      await refusedNaming('query.filter', 'GET', `${list}?filter=${encodeURIComponent(`{"q":"a${NUL}"}`)}`);
      // The same list still answers a clean search.
      expect((await send('GET', `${list}?filter=${encodeURIComponent(JSON.stringify({ q: 'a' }))}`)).status).toBe(200);
    },
  );

  it('refuses a NUL or an escape character in JSON body fields, naming the field, and stores nothing', async () => {
    await refusedNaming('name', 'POST', '/api/blog/tags', { name: `Spin${NUL}`, slug: 'spin' });
    await refusedNaming('name', 'PUT', `/api/blog/tags/${tagId}`, { name: 'Dinks\u001b[31m', slug: 'dinks' });
    await refusedNaming('title', 'POST', '/api/blog/posts', { title: `New${NUL}`, slug: 'new-post', content: '<p>Body</p>' });
    await refusedNaming('content', 'PUT', `/api/blog/posts/${postId}`, { title: 'Kept', slug: 'kept', content: `<p>Kept${NUL}</p>`, version: 1 });
    await refusedNaming('email', 'POST', '/api/public/newsletter', { email: `fan${NUL}@example.com` });
  });

  it('keeps tab, line feed and carriage return in text', async () => {
    const { status, body } = await send('POST', '/api/blog/posts', { title: 'Tabs\tand lines', slug: 'tabs', content: '<p>One\r\ntwo\tthree</p>' });
    expect(status).toBe(201);
    expect(body.title).toBe('Tabs\tand lines');
  });
});
