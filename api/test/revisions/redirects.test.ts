import { describe, expect, it } from 'vitest';
import { postsCreate, postsDelete, postsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { Post, PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

const published: PostInput = {
  title: 'Stacking in Doubles',
  content: '<p>Stacking keeps each player on their forehand side for the whole rally.</p>',
  slug: 'stacking',
  publishStatus: 'published',
};

describe('old slugs of renamed posts', () => {
  const app = useTestApp({ serveSite: true });

  const create = async (body: Partial<PostInput>) => (await postsCreate({ client: app.admin, body: { ...published, ...body } })).data!;
  const rename = async (post: Post, slug: string, change: Partial<PostInput> = {}) => {
    const { data, response } = await postsUpdate({
      client: app.admin,
      path: { id: post.id },
      body: { title: post.title, content: post.content, slug, publishStatus: post.publishStatus, publishDate: post.publishDate, ...change, version: post.version },
    });
    expect(response?.status).toBe(200);
    return data!;
  };
  const publicRead = (slug: string) => fetch(`${app.url}/api/public/posts/${slug}`, { redirect: 'manual' });
  const page = (slug: string) => fetch(`${app.url}/blog/${slug}`, { redirect: 'manual' });

  it('sends the old path of a public post to the new one with 301, in the API and on the site', async () => {
    const post = await create({ slug: 'stacking-basics' });
    // Cache a miss-free read of the old slug first: the rename must clear it.
    expect((await publicRead('stacking-basics')).status).toBe(200);
    expect((await publicRead('stacking-explained')).status).toBe(404);
    await rename(post, 'stacking-explained');

    const api = await publicRead('stacking-basics');
    expect(api.status).toBe(301);
    expect(api.headers.get('location')).toBe('/api/public/posts/stacking-explained');
    expect((await publicRead('stacking-explained')).status).toBe(200);

    const site = await page('stacking-basics');
    expect(site.status).toBe(301);
    expect(site.headers.get('location')).toBe('/blog/stacking-explained');
    const followed = await fetch(`${app.url}/blog/stacking-basics`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${app.url}/blog/stacking-explained`);
    expect(await followed.text()).toContain('Stacking keeps each player on their forehand side');
  });

  it('collapses chains: A to B to C sends A straight to C', async () => {
    let post = await create({ slug: 'chain-a' });
    post = await rename(post, 'chain-b');
    post = await rename(post, 'chain-c');
    for (const old of ['chain-a', 'chain-b']) {
      const response = await publicRead(old);
      expect(response?.status).toBe(301);
      expect(response.headers.get('location')).toBe('/api/public/posts/chain-c');
      expect((await page(old)).headers.get('location')).toBe('/blog/chain-c');
    }
    // Back to its first name: that slug is live again, the others lead to it.
    await rename(post, 'chain-a');
    expect((await publicRead('chain-a')).status).toBe(200);
    expect((await publicRead('chain-c')).headers.get('location')).toBe('/api/public/posts/chain-a');
  });

  it('lets a new post take an old slug over', async () => {
    const post = await create({ slug: 'take-over-old' });
    await rename(post, 'take-over-new');
    expect((await publicRead('take-over-old')).status).toBe(301);
    await create({ slug: 'take-over-old', title: 'A Different Post About Serving', content: '<p>Serve deep and to the backhand.</p>' });
    const now = await publicRead('take-over-old');
    expect(now.status).toBe(200);
    expect(((await now.json()) as { title: string }).title).toBe('A Different Post About Serving');
    expect((await page('take-over-old')).status).toBe(200);
  });

  it('leaves no redirect for a post that was never public, and none once the post is gone', async () => {
    const draft = await create({ slug: 'draft-old', publishStatus: 'draft' });
    await rename(draft, 'draft-new', { publishStatus: 'draft' });
    expect((await publicRead('draft-old')).status).toBe(404);

    const post = await create({ slug: 'deleted-old' });
    await rename(post, 'deleted-new');
    expect((await publicRead('deleted-old')).status).toBe(301);
    await postsDelete({ client: app.admin, path: { id: post.id } });
    expect((await publicRead('deleted-old')).status).toBe(404);
    expect((await page('deleted-old')).status).toBe(404);
  });

  it('stops redirecting while the post is not public', async () => {
    const post = await create({ slug: 'unpublished-old' });
    const renamed = await rename(post, 'unpublished-new');
    expect((await publicRead('unpublished-old')).status).toBe(301);
    await rename(renamed, 'unpublished-new', { publishStatus: 'draft', publishDate: null });
    expect((await publicRead('unpublished-old')).status).toBe(404);
  });
});
