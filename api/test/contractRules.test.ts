import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { categoriesCreate, courtsCreate, newsletterCreateIssue, postsCreate, publicListPosts, tagsCreate } from '../../codegen/hey-api/sdk.gen.ts';
import { COURT_MESSAGES } from '../../common/courts.ts';
import { OPENAPI_PATH } from '../src/http/operations.ts';
import { useTestApp } from './helpers/testApp.ts';

/** The rules a JSON schema cannot state are written in openapi.yaml's descriptions; each holds on the server. */
const contractText = readFileSync(OPENAPI_PATH, 'utf8');
const schemas = (parse(contractText) as { components: { schemas: Record<string, { description?: string }> } }).components.schemas;

describe('rules the contract states in words', () => {
  const app = useTestApp();
  const post = { title: 'Rules', content: '<p>Text</p>' };
  let technique: number;
  let kitchen: number;

  beforeAll(async () => {
    technique = (await categoriesCreate({ client: app.admin, body: { name: 'Technique', slug: 'technique' } })).data!.id;
    kitchen = (await tagsCreate({ client: app.admin, body: { name: 'Kitchen', slug: 'kitchen' } })).data!.id;
  });

  it('a scheduled post needs a publish date', async () => {
    expect(schemas.PostInput!.description).toMatch(/`scheduled` post needs a\s+`publishDate`/);
    const { response, error } = await postsCreate({ client: app.admin, body: { ...post, slug: 'scheduled-no-date', publishStatus: 'scheduled' } });
    expect(response?.status).toBe(400);
    expect(error).toMatchObject({ errors: { publishDate: 'Choose a publish date for a scheduled post' } });
  });

  it('a featured image goes public only with its alt text; a draft may wait for it', async () => {
    expect(schemas.PostInput!.description).toMatch(/featured\s+image on a post that is not a draft needs `featuredImageAlt`/);
    const image = { featuredImage: '/api/uploads/66f1c0ffee0000000000beef.png' };
    for (const [slug, extra] of [['alt-missing', {}], ['alt-blank', { featuredImageAlt: '  ' }]] as const) {
      const { response, error } = await postsCreate({ client: app.admin, body: { ...post, ...image, ...extra, slug, publishStatus: 'published' } });
      expect(response?.status).toBe(400);
      expect(error).toMatchObject({ errors: { featuredImageAlt: 'Alt text is required for the featured image' } });
    }
    expect((await postsCreate({ client: app.admin, body: { ...post, ...image, slug: 'alt-later', publishStatus: 'draft' } })).response?.status).toBe(201);
  });

  it('a link is a site path or an http(s) URL whose host is an ASCII name or an IPv4 address', async () => {
    for (const [slug, link, status] of [
      ['link-name', 'https://example.com/court.jpg', 201],
      ['link-ip', 'http://127.0.0.1:3000/court.jpg', 201],
      ['link-punycode', 'https://xn--bcher-kva.de/x', 201],
      ['link-unicode', 'https://bücher.de/x', 400],
      ['link-bad-ip', 'http://999.1.1.1/x', 400],
      ['link-port', 'http://example.com:65536/x', 400],
    ] as const) {
      const { response, error } = await postsCreate({ client: app.admin, body: { ...post, slug, canonicalUrl: link } });
      expect(response?.status, link).toBe(status);
      if (status === 400) expect(error).toMatchObject({ errors: { canonicalUrl: 'Enter a full http(s) URL or a site path starting with /' } });
    }
  });

  it('a slug another post uses is a 409; tag and category ids must exist', async () => {
    expect(schemas.PostInput!.description).toMatch(/slug another post uses is a 409/);
    expect(schemas.PostInput!.description).toMatch(/every id in `tagIds` and `categoryIds` must exist/);
    expect((await postsCreate({ client: app.admin, body: { ...post, slug: 'taken' } })).response?.status).toBe(201);
    expect((await postsCreate({ client: app.admin, body: { ...post, slug: 'taken' } })).response?.status).toBe(409);
    expect((await postsCreate({ client: app.admin, body: { ...post, slug: 'ghost-tag', tagIds: [424242] } })).response?.status).toBe(400);
  });

  it('a term slug in use is a 409', async () => {
    expect(schemas.TagInput!.description).toMatch(/slug another record of the kind uses is a 409/);
    expect((await tagsCreate({ client: app.admin, body: { name: 'Again', slug: 'kitchen' } })).response?.status).toBe(409);
  });

  it('a court needs at least one court, and a known ZIP code when it has no position', async () => {
    expect(schemas.CourtInput!.description).toMatch(/At least one of `indoorCourts` and\s+`outdoorCourts` is above 0/);
    const court = { name: 'Rules Park', city: 'Boise', state: 'id', zip: '83702' };
    const noCourts = { indoorCourts: COURT_MESSAGES.noCourts, outdoorCourts: COURT_MESSAGES.noCourts };
    for (const counts of [{ indoorCourts: 0, outdoorCourts: 0 }, { indoorCourts: 0 }, {}]) {
      const { response, error } = await courtsCreate({ client: app.admin, body: { ...court, ...counts } });
      expect(response?.status).toBe(400);
      expect(error).toMatchObject({ errors: noCourts });
    }
    // A count of its own that is wrong is named for what it is.
    const negative = await courtsCreate({ client: app.admin, body: { ...court, indoorCourts: -1, outdoorCourts: 0 } });
    expect(negative.error).toMatchObject({ errors: { indoorCourts: COURT_MESSAGES.countInvalid } });
    expect((await courtsCreate({ client: app.admin, body: { ...court, zip: '00000', outdoorCourts: 2 } })).response?.status).toBe(400);
    const placed = await courtsCreate({ client: app.admin, body: { ...court, outdoorCourts: 2 } });
    expect(placed.response?.status).toBe(201);
    expect(placed.data?.state).toBe('ID');
  });

  it('an issue subject is one line', async () => {
    const { response } = await newsletterCreateIssue({ client: app.admin, body: { subject: 'Two\nlines', intro: '', posts: [] } });
    expect(response?.status).toBe(400);
  });

  it('the public list takes its archives together as the posts in all of them', async () => {
    expect(contractText).toContain('the list then holds the posts that match all of them');
    await postsCreate({ client: app.admin, body: { ...post, slug: 'in-both', publishStatus: 'published', categoryIds: [technique], tagIds: [kitchen] } });
    await postsCreate({ client: app.admin, body: { ...post, slug: 'in-one', publishStatus: 'published', categoryIds: [technique] } });
    const { response, data } = await publicListPosts({ client: app.anonymous, query: { category: 'technique', tag: 'kitchen' } });
    expect(response?.status).toBe(200);
    expect(data?.items.map((item) => item.slug)).toEqual(['in-both']);
  });
});
