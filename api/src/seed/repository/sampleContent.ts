import { Court } from '../../courts/repository/model.ts';
import { SITE_TIME_ZONE } from '../../../../common/site.ts';
import { EventModel } from '../../events/repository/model.ts';
import { GearProductModel, GearReviewModel } from '../../gear/repository/model.ts';
import { nextId } from '../../db/counters.ts';
import { claimMark } from '../../db/marks.ts';
import type { Logger } from '../../logger.ts';
import { Post } from '../../posts/repository/model.ts';
import { deriveText } from '../../posts/derivedText.ts';
import { postKey } from '../../posts/repository/postKey.ts';
import { sanitizePostHtml } from '../../posts/sanitize.ts';
import { renderPageMarkdown } from '../../staticPages/markdown.ts';
import { StaticPageModel } from '../../staticPages/repository/model.ts';
import { Category, Tag } from '../../taxonomy/repository/model.ts';
import { SEED_COURT_NOTE, SEED_COURTS } from '../data/courts.ts';
import { sampleEvents } from '../data/events.ts';
import { SEED_GEAR, SEED_GEAR_REVIEW } from '../data/gear.ts';
import { SEED_PAGES } from '../data/pages.ts';
import { PRIVACY_POLICY, PRIVACY_POLICY_BEFORE_ANALYTICS, PRIVACY_POLICY_BEFORE_COMMENTS } from '../data/privacyPolicy.ts';
import { SEED_POSTS } from '../data/posts.ts';
import { SEED_CATEGORIES, SEED_TAGS } from '../data/terms.ts';
import { markedKeys, type SampleKind } from './sampleRecords.ts';
import { buildSampleRegistryOnce, claimSampleRegistry, registerSamples } from './sampleRegistry.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every seeded record carries the sample mark (db/sampleMark.ts). */
const SAMPLE = { sample: true } as const;

/**
 * Seeds sample content on first start with an empty database. Safe when several instances start
 * on one database at once: one of them seeds.
 */
export async function seedSampleContent(logger: Pick<Logger, 'info'>): Promise<void> {
  // Pages have their own mark: a site seeded before pages existed gets them once, like a fresh one.
  if (!(await StaticPageModel.exists({})) && (await claimMark('seeded-pages'))) await seedPages();
  // A Privacy Policy still as an earlier version seeded it now says what visits are counted and what comments keep; an owner's edits are kept.
  // Either as first written (Markdown) or as pages became HTML.
  const earlier = [PRIVACY_POLICY_BEFORE_ANALYTICS, PRIVACY_POLICY_BEFORE_COMMENTS].flatMap((text) => [text, renderPageMarkdown(text)]);
  await StaticPageModel.updateOne({ slug: 'privacy-policy', content: { $in: earlier } }, { $set: { content: renderPageMarkdown(PRIVACY_POLICY) } });
  // Whether any post exists, not how many: FerretDB counts by reading and decoding every post.
  // Marked before seeding: the instance that sets the mark seeds, the others start at once.
  if (!(await Post.exists({})) && (await claimMark('seeded'))) {
    await claimSampleRegistry();
    await seed();
    logger.info({ posts: SEED_POSTS.length, categories: SEED_CATEGORIES.length, tags: SEED_TAGS.length, courts: SEED_COURTS.length }, 'seeded sample content');
  }
  await buildSampleRegistryOnce(markedKeys);
}

/** Creates a record with the sample mark and registers it as sample content of its kind. */
async function createSample<T extends { _id: number | string }>(kind: SampleKind, model: { create(doc: object): Promise<unknown> }, doc: T): Promise<void> {
  await model.create({ ...doc, ...SAMPLE });
  await registerSamples(kind, [doc._id]);
}

async function seed(): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const category of SEED_CATEGORIES) {
    const id = await nextId('categories');
    await createSample('categories', Category, { _id: id, ...category });
    categoryIds.set(category.slug, id);
  }
  const tagIds = new Map<string, number>();
  for (const tag of SEED_TAGS) {
    const id = await nextId('tags');
    await createSample('tags', Tag, { _id: id, ...tag });
    tagIds.set(tag.slug, id);
  }
  const now = Date.now();
  for (const { publishInDays, categories, tags, content, ...post } of SEED_POSTS) {
    const clean = sanitizePostHtml(content);
    await createSample('posts', Post, {
      _id: postKey(await nextId('posts')),
      ...post,
      content: clean,
      ...deriveText(clean),
      publishDate: publishInDays === null ? null : new Date(now + publishInDays * DAY_MS),
      categoryIds: categories.map((slug) => categoryIds.get(slug)!),
      tagIds: tags.map((slug) => tagIds.get(slug)!),
      version: 1,
    });
  }
  const courtIds: number[] = [];
  for (const court of SEED_COURTS) {
    const id = await nextId('courts');
    await createSample('courts', Court, { _id: id, address: '', website: '', notes: SEED_COURT_NOTE, ...court, positionFromZip: false });
    courtIds.push(id);
  }
  await seedGear();
  for (const event of sampleEvents(courtIds, SITE_TIME_ZONE, now)) await createSample('events', EventModel, { _id: await nextId('events'), ...event });
}

/** The sample gear, and a draft review of the first paddle by account 1 (the owner, on a fresh install). */
async function seedGear(): Promise<void> {
  const ids: number[] = [];
  for (const product of SEED_GEAR) {
    const id = await nextId('gearproducts');
    await createSample('gearProducts', GearProductModel, { _id: id, ...product });
    ids.push(id);
  }
  await createSample('gearReviews', GearReviewModel, { _id: await nextId('gearreviews'), ...SEED_GEAR_REVIEW, body: sanitizePostHtml(SEED_GEAR_REVIEW.body), productId: ids[0], authorId: 1 });
}

/** The footer links to these: the site's policies, which removing the sample content keeps. */
const FOOTER_PAGES = new Set(['privacy-policy', 'terms-of-service', 'shipping-and-returns']);

/** The footer's legal pages and the sample About page, published; their texts are written in Markdown and stored as the editor's HTML. */
async function seedPages(): Promise<void> {
  for (const { content, ...page } of SEED_PAGES) {
    const record = { _id: await nextId('staticpages'), ...page, content: renderPageMarkdown(content), isPublished: true };
    if (FOOTER_PAGES.has(page.slug)) await StaticPageModel.create(record);
    else await createSample('pages', StaticPageModel, record);
  }
}
