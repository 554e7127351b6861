import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postsCreate, postsDelete, postsUpdate, previewsCreateLink, previewsRevokeLinks } from '../../../codegen/hey-api/sdk.gen.ts';
import type { Post, PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { PREVIEW_LINK_DAYS } from '../../../common/constants.ts';
import { signPreview } from '../../src/posts/previews/tokens.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';

const draft: PostInput = {
  title: 'Reading the Spin on a Serve',
  content: '<p>Watch the paddle face at contact: an open face means backspin is coming.</p>',
  slug: 'reading-spin',
  publishStatus: 'draft',
};

/** The secret test apps sign with (helpers/testApp.ts). */
const TEST_SECRET = 'test-secret';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('preview links', () => {
  const app = useTestApp({ serveSite: true });

  const create = async (body: Partial<PostInput>) => (await postsCreate({ client: app.admin, body: { ...draft, ...body } })).data!;
  const linkFor = async (post: Post) => {
    const { data, response } = await previewsCreateLink({ client: app.admin, path: { id: post.id } });
    expect(response?.status).toBe(201);
    return data!;
  };
  /** The link as a path on the test app (links are written on SITE_URL). */
  const open = (url: string) => fetch(`${app.url}${url.slice(TEST_SITE_URL.length)}`, { redirect: 'manual' });
  const expectRefused = async (response: Response, post: Post) => {
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('404 Page Not Found');
    expect(html).not.toContain(post.title);
    expect(html).not.toContain('backspin');
    expect(html).not.toContain('Preview - not published');
  };

  it('shows a draft to anyone with the link: banner, noindex, never cached, and still not public', async () => {
    const post = await create({ slug: 'preview-draft' });
    const before = Date.now();
    const link = await linkFor(post);
    expect(link.url).toMatch(new RegExp(`^${TEST_SITE_URL}/preview/[\\w.-]+$`));
    const expires = new Date(link.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + PREVIEW_LINK_DAYS * DAY_MS - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + PREVIEW_LINK_DAYS * DAY_MS);

    const response = await open(link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Preview - not published');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('<h1 class="post__title">Reading the Spin on a Serve</h1>');
    expect(html).toContain('an open face means backspin is coming');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('data-app-modules');

    // The public site still knows nothing about the draft.
    expect((await fetch(`${app.url}/blog/preview-draft`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/public/posts/preview-draft`)).status).toBe(404);
    // A signed-in session is not what opens it: the same link works with no cookie at all (above), and a second view is rendered afresh.
    await postsUpdate({ client: app.admin, path: { id: post.id }, body: { ...draft, slug: 'preview-draft', title: 'Reading Spin, Revised' } });
    expect(await (await open(link.url)).text()).toContain('Reading Spin, Revised');
  });

  it('sends the link of a post that has gone public to its page', async () => {
    const post = await create({ slug: 'preview-published' });
    const link = await linkFor(post);
    await postsUpdate({ client: app.admin, path: { id: post.id }, body: { ...draft, slug: 'preview-published', publishStatus: 'published' } });
    const response = await open(link.url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/blog/preview-published');
  });

  it('refuses tampered, expired, revoked and deleted-post links with the plain 404 page', async () => {
    const post = await create({ slug: 'preview-refused' });
    const other = await create({ slug: 'preview-other', title: 'Another Draft' });
    const link = await linkFor(post);
    const token = link.url.split('/preview/')[1]!;

    const [, generation, expiresAt, maker, mac] = token.split('.');
    const makerId = Number(maker);
    await expectRefused(await open(`${TEST_SITE_URL}/preview/${other.id}.${generation}.${expiresAt}.${maker}.${mac}`), post);
    await expectRefused(await open(`${TEST_SITE_URL}/preview/${post.id}.${generation}.${Number(expiresAt) + 3600}.${maker}.${mac}`), post);
    await expectRefused(await open(`${TEST_SITE_URL}/preview/${post.id}.${generation}.${expiresAt}.${makerId + 1}.${mac}`), post);
    await expectRefused(await open(`${TEST_SITE_URL}/preview/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), post);
    await expectRefused(await open(`${TEST_SITE_URL}/preview/not-a-token`), post);

    const expired = signPreview(TEST_SECRET, { postId: post.id, generation: 0, expiresAt: Math.floor(Date.now() / 1000) - 1, makerId });
    await expectRefused(await open(`${TEST_SITE_URL}/preview/${expired}`), post);
    const elsewhere = signPreview('another-secret', { postId: post.id, generation: 0, expiresAt: Math.floor(Date.now() / 1000) + 3600, makerId });
    await expectRefused(await open(`${TEST_SITE_URL}/preview/${elsewhere}`), post);
    // A link made before links named their maker, signed as they were then, opens nothing.
    const unnamed = `${post.id}.${generation}.${expiresAt}`;
    const key = createHmac('sha256', TEST_SECRET).update('preview-links').digest();
    await expectRefused(await open(`${TEST_SITE_URL}/preview/${unnamed}.${createHmac('sha256', key).update(unnamed).digest('base64url')}`), post);

    expect((await open(link.url)).status).toBe(200);
    expect((await previewsRevokeLinks({ client: app.admin, path: { id: post.id } })).response?.status).toBe(204);
    await expectRefused(await open(link.url), post);
    const fresh = await linkFor(post);
    expect((await open(fresh.url)).status).toBe(200);

    await postsDelete({ client: app.admin, path: { id: post.id } });
    await expectRefused(await open(fresh.url), post);
    expect((await previewsCreateLink({ client: app.admin, path: { id: post.id } })).response?.status).toBe(404);
  });
});
