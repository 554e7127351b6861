import { describe, expect, it } from 'vitest';
import { postsCreate, postsList, postsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

const ALT_REQUIRED = 'Alt text is required for the featured image';

const base: PostInput = {
  title: 'Third Shot Drops',
  slug: 'third-shot-drops',
  content: '<p>Soft, arcing and into the kitchen.</p>',
  publishStatus: 'draft',
  featuredImage: '/api/uploads/0123456789abcdef0123456789abcdef.jpg',
  featuredImageAlt: '',
};

describe('alt text of the featured image', () => {
  const app = useTestApp();
  let n = 0;
  const create = (body: Partial<PostInput>) => postsCreate({ client: app.admin, body: { ...base, slug: `alt-${(n += 1)}`, ...body } });

  it.each([
    ['published', {}],
    ['scheduled', { publishDate: '2099-01-01T09:00:00.000Z' }],
  ] as const)('refuses a %s post with a featured image and no alt text with 400 under featuredImageAlt, storing nothing', async (publishStatus, extra) => {
    const before = (await postsList({ client: app.admin })).data!.length;
    for (const alt of ['', '   ']) {
      const { error, response } = await create({ publishStatus, ...extra, featuredImageAlt: alt });
      expect(response?.status).toBe(400);
      expect(error).toMatchObject({ detail: ALT_REQUIRED, message: ALT_REQUIRED, errors: { featuredImageAlt: ALT_REQUIRED } });
    }
    expect((await postsList({ client: app.admin })).data!.length).toBe(before);
  });

  it('lets a draft wait for its alt text, and refuses to publish it until it has one', async () => {
    const draft = await create({ publishStatus: 'draft' });
    expect(draft.response?.status).toBe(201);
    const { id, version } = draft.data!;
    const publish = (body: Partial<PostInput>) =>
      postsUpdate({ client: app.admin, path: { id }, body: { ...base, slug: draft.data!.slug, publishStatus: 'published', version, ...body } as PostInput });
    const refused = await publish({});
    expect(refused.response?.status).toBe(400);
    expect(refused.error).toMatchObject({ errors: { featuredImageAlt: ALT_REQUIRED } });
    const published = await publish({ featuredImageAlt: 'A player lifting a soft drop over the net' });
    expect(published.response?.status).toBe(200);
    expect(published.data).toMatchObject({ publishStatus: 'published', featuredImageAlt: 'A player lifting a soft drop over the net' });
  });

  it('publishes a post without a featured image and no alt text', async () => {
    const { response } = await create({ publishStatus: 'published', featuredImage: '', featuredImageAlt: '' });
    expect(response?.status).toBe(201);
  });
});
