import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_MESSAGES } from '../../../common/sampleContent.ts';
import { Court } from '../../src/courts/repository/model.ts';
import { createLogger } from '../../src/logger.ts';
import { SEED_COURTS } from '../../src/seed/data/courts.ts';
import { SEED_POSTS } from '../../src/seed/data/posts.ts';
import { seedSampleContent } from '../../src/seed/repository/sampleContent.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';

import type { SampleIds } from '../../../codegen/hey-api/types.gen.ts';

type Ids = SampleIds;
const AUSTIN = '/api/public/courts?near=78704&miles=50';

describe('sample content: marked for the back office, removed at once by the owner', () => {
  const app = useNewsletterApp();
  const ids = async () => (await call(app, app.cookie, 'GET', '/api/sample-content')).body as unknown as Ids;

  beforeAll(async () => {
    await seedSampleContent(createLogger('silent'));
  });

  it('marks every seeded record in storage and lists their ids, never in what visitors read', async () => {
    const marked = await ids();
    expect(marked.posts).toHaveLength(SEED_POSTS.length);
    expect(marked.courts).toHaveLength(SEED_COURTS.length);
    expect(await Court.countDocuments({ sample: true })).toBe(SEED_COURTS.length);
    for (const kind of ['categories', 'tags', 'gearProducts', 'gearReviews', 'events'] as const) expect(marked[kind].length, kind).toBeGreaterThan(0);
    // The About page is sample; the footer's policy pages are the site's own.
    expect(marked.pages).toHaveLength(1);

    const finder = await call(app, undefined, 'GET', AUSTIN);
    expect(finder.status).toBe(200);
    const text = JSON.stringify(finder.body);
    expect(text).toContain('Riverside Park');
    expect(text).not.toMatch(/sample|made up/i);
    expect(JSON.stringify((await call(app, app.cookie, 'GET', `/api/pages/${marked.pages[0]}`)).body)).not.toContain('"sample"');
  });

  it('a site seeded before the list of sample records existed finds its samples after its next start', async () => {
    const before = await ids();
    await mongoose.connection.collection('samplerecords').deleteMany({});
    await mongoose.connection.collection<{ _id: string }>('meta').deleteOne({ _id: 'sample-registry' });
    expect(await ids()).toEqual({ posts: [], pages: [], categories: [], tags: [], courts: [], gearProducts: [], gearReviews: [], events: [] });

    await seedSampleContent(createLogger('silent'));
    expect(await ids()).toEqual(before);
  });

  it('refuses everyone but the owner with 403 and removes nothing', { timeout: 60_000 }, async () => {
    const before = await ids();
    const editor = await staffMember(app, 'editor', 'eddie');
    expect((await call(app, editor.cookie, 'DELETE', '/api/sample-content')).status).toBe(403);
    const admin = await staffMember(app, 'admin', 'ada');
    const refused = await call(app, admin.cookie, 'DELETE', '/api/sample-content');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(SAMPLE_MESSAGES.onlyOwner);
    expect(await ids()).toEqual(before);
  });

  it('removes the unchanged sample records, keeps the edited and the used ones, and says how many', async () => {
    const marked = await ids();
    const [editedTag] = marked.tags;
    const [usedCategory] = marked.categories;
    const tag = await call(app, app.cookie, 'GET', `/api/blog/tags/${editedTag}`);
    expect((await call(app, app.cookie, 'PUT', `/api/blog/tags/${editedTag}`, { name: `${tag.body.name as string} (ours)`, slug: tag.body.slug })).status).toBe(200);
    const own = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: 'Our club night', slug: 'our-club-night', content: '<p>Thursdays.</p>', categoryIds: [usedCategory] });
    expect(own.status).toBe(201);
    // Read once, so the court finder's answer is cached before the removal.
    expect(JSON.stringify((await call(app, undefined, 'GET', AUSTIN)).body)).toContain('Riverside Park');

    const removal = await call(app, app.cookie, 'DELETE', '/api/sample-content');
    expect(removal.status).toBe(200);
    expect(removal.body).toEqual({
      removed: { posts: SEED_POSTS.length, pages: 1, categories: marked.categories.length - 1, tags: marked.tags.length - 1, courts: SEED_COURTS.length, gearProducts: marked.gearProducts.length, gearReviews: marked.gearReviews.length, events: marked.events.length },
      kept: { posts: 0, pages: 0, categories: 1, tags: 1, courts: 0, gearProducts: 0, gearReviews: 0, events: 0 },
    });
    expect(await ids()).toEqual({ posts: [], pages: [], categories: [usedCategory], tags: [editedTag], courts: [], gearProducts: [], gearReviews: [], events: [] });
    expect(JSON.stringify((await call(app, undefined, 'GET', AUSTIN)).body)).not.toContain('Riverside Park');
    expect((await call(app, app.cookie, 'GET', `/api/blog/posts/${marked.posts[0]}`)).status).toBe(404);
    expect((await call(app, app.cookie, 'GET', `/api/blog/posts/${own.body.id as number}`)).status).toBe(200);

    const log = await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent('{"action":"site.removeSamples"}')}`);
    expect(log.body).toMatchObject([{ actor: 'admin', action: 'site.removeSamples', detail: expect.stringContaining(`${SEED_COURTS.length} courts`) }]);

    const again = await call(app, app.cookie, 'DELETE', '/api/sample-content');
    expect(again.body.removed).toEqual({ posts: 0, pages: 0, categories: 0, tags: 0, courts: 0, gearProducts: 0, gearReviews: 0, events: 0 });
  });
});
