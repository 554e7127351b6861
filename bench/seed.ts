import mongoose from 'mongoose';
import { connectMongoose } from '../api/src/db/connect.ts';
import { startDatabase } from '../api/src/db/launcher.ts';
import { prepareDatabase } from '../api/src/resources.ts';
import { deriveText } from '../api/src/posts/derivedText.ts';
import { reserveIds } from '../api/src/db/counters.ts';
import { postKey, type StoredPost } from '../api/src/posts/repository/postKey.ts';
import type { PostDoc, PublishStatus } from '../api/src/posts/repository/records.ts';
import { sanitizePostHtml } from '../api/src/posts/sanitize.ts';
import { seedOwner } from './owner.ts';

/** The database name api/src/server.ts uses. */
export const DB_NAME = 'pickleball';
/** Posts per insertMany: bigger batches go faster through FerretDB, up to about this size. */
const BATCH = 2000;
/** Distinct bodies the posts share: sanitizing and deriving each body once keeps 50,000 posts quick to make. */
const BODIES = 200;
const DAY_MS = 86_400_000;

const SUBJECTS = ['Third-Shot Drop', 'Dink', 'Serve', 'Return of Serve', 'Kitchen Footwork', 'Erne', 'Lob', 'Overhead', 'Reset', 'Stacking', 'Paddle Grip', 'Split Step', 'Backhand Roll', 'Speed-Up', 'Drive'];
const ANGLES = ['A Beginner Guide to the', 'Five Drills for the', 'Why Your', 'Fixing the', 'When to Use the', 'The Doubles', 'Common Mistakes with the', 'Practising the', 'Winning Points with the', 'Rethinking the'];
const ENDINGS = ['That Actually Works', 'in Ten Minutes a Day', 'Under Pressure', 'for Club Players', 'Explained', 'at the Kitchen Line', 'From the Baseline', 'in Windy Weather'];
const SENTENCES = [
  'Start from a balanced ready position with the paddle in front of your chest.',
  'Keep the swing short and let your legs do the lifting.',
  'Aim for the feet of the player farther from the net.',
  'Move up together with your partner so the middle stays closed.',
  'A soft grip pressure of three out of ten absorbs pace from hard drives.',
  'Watch the ball onto the paddle face and hold the finish for a beat.',
  'Patience at the kitchen line wins more rallies than power from the baseline.',
  'Call the score loudly before every serve so nobody loses track.',
  'Practise with a partner for ten minutes before every session.',
  'Hit through the ball and point your paddle at the target.',
];

/** A small deterministic generator (mulberry32), so every run seeds the same posts. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

type Body = Pick<PostDoc, 'content' | 'textStart' | 'wordCount'>;

/** A few headed sections of advice, sanitized as the API stores them, with their derived text. */
export function makeBodies(rand: () => number): Body[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  return Array.from({ length: BODIES }, () => {
    const sections = Array.from({ length: 3 + Math.floor(rand() * 3) }, (_, i) => {
      const paragraph = Array.from({ length: 4 + Math.floor(rand() * 4) }, () => pick(SENTENCES)).join(' ');
      return `<h2>Step ${i + 1}</h2><p>${paragraph}</p>`;
    }).join('');
    const content = sanitizePostHtml(sections);
    return { content, ...deriveText(content) };
  });
}

/** One realistic post: a title, one of the bodies, a status and dates spread over three years. */
export function makePost(id: number, rand: () => number, terms: { categoryIds: number[]; tagIds: number[] }, now: number, bodies: Body[]): Omit<PostDoc, 'version'> & { version: number } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const title = `${pick(ANGLES)} ${pick(SUBJECTS)} ${pick(ENDINGS)}`;
  const roll = rand();
  const publishStatus: PublishStatus = roll < 0.7 ? 'published' : roll < 0.9 ? 'draft' : 'scheduled';
  const created = now - Math.floor(rand() * 3 * 365 * DAY_MS);
  const publishDate = publishStatus === 'draft' ? null : new Date(publishStatus === 'scheduled' ? now + Math.ceil(rand() * 60) * DAY_MS : created + DAY_MS);
  const sample = (ids: number[], n: number) => ids.filter(() => rand() < n / Math.max(ids.length, 1));
  return {
    id,
    title,
    subtitle: `${pick(SENTENCES).slice(0, -1)}, and what to do next`,
    slug: `${slugify(title)}-${id}`,
    ...pick(bodies),
    metaDescription: `${pick(SENTENCES)} ${pick(SENTENCES)}`.slice(0, 160),
    publishStatus,
    publishDate,
    featuredImage: '',
    featuredImageAlt: '',
    canonicalUrl: '',
    ogTitle: '',
    ogDescription: '',
    ogImage: '',
    categoryIds: sample(terms.categoryIds, 1.5),
    tagIds: sample(terms.tagIds, 3),
    version: 1,
    createdAt: new Date(created),
    updatedAt: new Date(created + DAY_MS),
  };
}

/**
 * Fills the embedded database in `dataDir` the way `make start` would find it (indexes, sample
 * content), plus `count` generated posts and what `more` adds. The server is started on the same directory afterwards.
 * Returns the slug of one published post.
 */
export async function seedDatabase(dataDir: string, count: number, more?: (ownerId: number) => Promise<void>): Promise<{ publishedSlug: string; total: number }> {
  const quiet = { info: () => {}, warn: (details: object, message: string) => console.warn(message, details) };
  const database = await startDatabase({ dataDir, logger: quiet });
  try {
    await connectMongoose(database.uri, DB_NAME);
    await prepareDatabase(quiet);
    const authorId = await seedOwner('http://localhost');
    // Straight through the driver: no per-document validation, as fast as FerretDB takes them.
    const db = mongoose.connection;
    const posts = db.collection<StoredPost>('posts');
    const ids = async (name: string) => (await db.collection<{ _id: number }>(name).find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
    const terms = { categoryIds: await ids('categories'), tagIds: await ids('tags') };
    // `count` ids at once from the counter the API draws post ids from.
    const firstId = await reserveIds('posts', count);
    const rand = random(42);
    const now = Date.now();
    const bodies = makeBodies(rand);
    const batchAt = (start: number) =>
      Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
        const { id, ...post } = makePost(firstId + start + i, rand, terms, now, bodies);
        return { _id: postKey(id), ...post, authorId };
      });
    for (let start = 0; start < count; start += BATCH) await posts.insertMany(batchAt(start), { ordered: true });
    await more?.(authorId);
    const published = await posts.findOne({ publishStatus: 'published' }, { projection: { slug: 1 }, sort: { _id: 1 } });
    return { publishedSlug: published!.slug, total: await posts.countDocuments() };
  } finally {
    await mongoose.disconnect();
    await database.stop();
  }
}
