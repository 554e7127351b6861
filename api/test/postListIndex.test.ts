import { beforeAll, describe, expect, it } from 'vitest';
import { postsCreate, postsDelete, postsUpdate } from '../../codegen/hey-api/sdk.gen.ts';
import type { PostInput } from '../../codegen/hey-api/types.gen.ts';
import { Post } from '../src/posts/repository/model.ts';
import { postIdOf, postKey } from '../src/posts/repository/postKey.ts';
import { atTime } from './helpers/clock.ts';
import { useTestApp } from './helpers/testApp.ts';

const DAY = 86_400_000;

/** On the embedded FerretDB the admin list answers from rows held in memory: it must agree with the database. */
describe('admin posts list over the in-memory rows', () => {
  const app = useTestApp();
  const ids: number[] = [];

  const list = async (params: Record<string, unknown>) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]));
    const response = await fetch(`${app.url}/api/blog/posts?${query}`, { headers: { Cookie: app.cookie } });
    expect(response.status).toBe(200);
    return { ids: ((await response.json()) as { id: number }[]).map((p) => p.id), range: response.headers.get('content-range') };
  };

  beforeAll(async () => {
    const statuses: PostInput['publishStatus'][] = ['published', 'draft', 'scheduled'];
    for (let i = 0; i < 12; i += 1) {
      const publishStatus = statuses[i % 3];
      // Published posts are dated in the past (a date to come is refused); scheduled ones on both sides of now.
      const ahead = publishStatus === 'scheduled' && i % 2 === 1;
      const publishDate = publishStatus === 'draft' ? null : new Date(Date.now() + (ahead ? 1 : -1) * (i + 1) * DAY).toISOString();
      const title = `${['Dink', 'Drive', 'Drop'][i % 3]} lesson ${String.fromCharCode(75 - i)}`;
      const create = () => postsCreate({ client: app.admin, body: { title, slug: `lesson-${i}`, content: '<p>x</p>', publishStatus, publishDate } });
      // A post scheduled for a time that has come was scheduled before it (scheduling needs a date to come).
      const { data } = publishStatus === 'scheduled' && Date.parse(publishDate!) < Date.now() ? await atTime(Date.parse(publishDate!) - DAY, create) : await create();
      ids.push(data!.id);
    }
  });

  it('sorts, filters, pages and counts as the database does', async () => {
    const shapes: [Record<string, unknown>, Record<string, 1 | -1>, Record<string, unknown>][] = [
      [{ sort: ['createdAt', 'DESC'], range: [0, 4] }, { createdAt: -1, _id: -1 }, {}],
      [{ sort: ['title', 'ASC'], range: [3, 7] }, { title: 1, _id: 1 }, {}],
      [{ sort: ['publishDate', 'ASC'], range: [0, 11] }, { publishDate: 1, _id: 1 }, {}],
      [{ sort: ['publishDate', 'DESC'], range: [0, 11], filter: { publishStatus: 'scheduled' } }, { publishDate: -1, _id: -1 }, { publishStatus: 'scheduled' }],
      [{ sort: ['id', 'DESC'], range: [0, 9], filter: { q: 'DRI' } }, { _id: -1 }, { title: /DRI/i }],
      [{ sort: ['publishDate', 'ASC'], range: [0, 9], filter: { upcoming: true } }, { publishDate: 1, _id: 1 }, { publishStatus: 'scheduled', publishDate: { $gt: new Date() } }],
      [{ filter: { id: [ids[2], ids[5], 999_999] } }, { _id: 1 }, { _id: { $in: [ids[2]!, ids[5]!, 999_999].map(postKey) } }],
    ];
    for (const [params, sort, where] of shapes) {
      const [first, last] = (params.range as [number, number] | undefined) ?? [0, 0];
      const expected = await Post.find(where).sort(sort).skip(first).limit(params.range ? last - first + 1 : 0).lean();
      const total = await Post.countDocuments(where);
      const answer = await list(params);
      expect(answer.ids, JSON.stringify(params)).toEqual(expected.map((p) => postIdOf(p._id)));
      expect(answer.range, JSON.stringify(params)).toMatch(new RegExp(`/${total}$`));
    }
  });

  it('shows this process’s writes at once', async () => {
    await postsUpdate({ client: app.admin, path: { id: ids[0]! }, body: { title: 'Aaa first by title', slug: 'lesson-0', content: '<p>x</p>', publishStatus: 'draft' } });
    expect((await list({ sort: ['title', 'ASC'], range: [0, 0] })).ids).toEqual([ids[0]]);
    await postsDelete({ client: app.admin, path: { id: ids[0]! } });
    expect((await list({ filter: { id: [ids[0]] } })).ids).toEqual([]);
    const { data } = await postsCreate({ client: app.admin, body: { title: 'Brand new', slug: 'brand-new', content: '<p>x</p>' } });
    expect((await list({ sort: ['id', 'DESC'], range: [0, 0] })).ids).toEqual([data!.id]);
  });
});
