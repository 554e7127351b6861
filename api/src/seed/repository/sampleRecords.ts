import type { Model } from 'mongoose';
import { Court } from '../../courts/repository/model.ts';
import { EventModel } from '../../events/repository/model.ts';
import { GearProductModel, GearReviewModel } from '../../gear/repository/model.ts';
import { Post } from '../../posts/repository/model.ts';
import { postIdOf } from '../../posts/repository/postKey.ts';
import { recordKey } from '../../revisions/repository/recordKey.ts';
import { Revision } from '../../revisions/repository/model.ts';
import { StaticPageModel } from '../../staticPages/repository/model.ts';
import { Category, Tag } from '../../taxonomy/repository/model.ts';
import { registeredSamples, replaceSampleRegistry, unregisterSamples } from './sampleRegistry.ts';

/** The kinds of record start-up seeds as sample content. */
export const SAMPLE_KINDS = ['posts', 'pages', 'categories', 'tags', 'courts', 'gearProducts', 'gearReviews', 'events'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];
export type SampleCounts = Record<SampleKind, number>;

export interface SampleRecordRepository {
  /** The ids (as the contract names them) of the records that still carry the sample mark, by kind. */
  ids(): Promise<Record<SampleKind, number[]>>;
  /**
   * Removes the sample records nobody changed since they were seeded and nothing kept refers to
   * (a post's category, an event's court, a review's product); counts the removed and the kept.
   */
  removeUnchanged(): Promise<{ removed: SampleCounts; kept: SampleCounts }>;
}

interface Marked {
  _id: number | string;
  createdAt: Date;
  updatedAt: Date;
  sample?: boolean;
}

// The models hold different documents; this reads only the envelope every one of them has.
type AnyModel = Model<never>;
const MODELS: Record<SampleKind, AnyModel> = {
  posts: Post as unknown as AnyModel,
  pages: StaticPageModel as unknown as AnyModel,
  categories: Category as unknown as AnyModel,
  tags: Tag as unknown as AnyModel,
  courts: Court as unknown as AnyModel,
  gearProducts: GearProductModel as unknown as AnyModel,
  gearReviews: GearReviewModel as unknown as AnyModel,
  events: EventModel as unknown as AnyModel,
};

/** Records referring to a record of this kind: it stays while one of them does. */
const USED_BY: Partial<Record<SampleKind, (id: number) => Promise<unknown>>> = {
  categories: (id) => Post.exists({ categoryIds: id }),
  tags: (id) => Post.exists({ tagIds: id }),
  courts: (id) => EventModel.exists({ courtId: id }),
  gearProducts: (id) => GearReviewModel.exists({ productId: id }),
};

/** The records that refer to others go first, so what only they used can go too. */
const REMOVAL_ORDER: SampleKind[] = ['posts', 'pages', 'events', 'gearReviews', 'categories', 'tags', 'courts', 'gearProducts'];

/** Every record of a kind that carries the mark: reads them all (see sampleRegistry.ts). */
const readMarked = (kind: SampleKind) => MODELS[kind].find({ sample: true }, { _id: 1 }).lean<Marked[]>();

/** The marked records of every kind by storage key, read from the records themselves. */
export async function markedKeys(): Promise<Map<SampleKind, (number | string)[]>> {
  return new Map(await Promise.all(SAMPLE_KINDS.map(async (kind) => [kind, (await readMarked(kind)).map((doc) => doc._id)] as const)));
}

/** The registry rebuilt from the records, after they were replaced wholesale. */
export async function rebuildSampleRegistry(): Promise<void> {
  await replaceSampleRegistry(await markedKeys());
}

/** The registered records of a kind that still exist and carry the mark, each read by its key alone. */
async function marked(kind: SampleKind, keys: (number | string)[]): Promise<Marked[]> {
  const docs = await Promise.all(keys.map((key) => MODELS[kind].findOne({ _id: key } as never, { _id: 1, createdAt: 1, updatedAt: 1, sample: 1 }).lean<Marked>()));
  return docs.filter((doc): doc is Marked => doc?.sample === true);
}
const idOf = (kind: SampleKind, doc: Marked) => (kind === 'posts' ? postIdOf(String(doc._id)) : Number(doc._id));
const zero = (): SampleCounts => Object.fromEntries(SAMPLE_KINDS.map((kind) => [kind, 0])) as SampleCounts;

/** Kept versions go with their post or page. */
async function forgetRevisions(kind: SampleKind, id: number): Promise<void> {
  if (kind === 'posts' || kind === 'pages') await Revision.deleteMany({ postKey: recordKey(kind === 'posts' ? 'post' : 'page', id) });
}

export function createSampleRecordRepository(): SampleRecordRepository {
  return {
    async ids() {
      const registered = await registeredSamples();
      const entries = await Promise.all(SAMPLE_KINDS.map(async (kind) => [kind, (await marked(kind, registered.get(kind) ?? [])).map((doc) => idOf(kind, doc))] as const));
      return Object.fromEntries(entries) as Record<SampleKind, number[]>;
    },

    async removeUnchanged() {
      const removed = zero();
      const kept = zero();
      const registered = await registeredSamples();
      for (const kind of REMOVAL_ORDER) {
        const gone: (number | string)[] = [];
        for (const doc of await marked(kind, registered.get(kind) ?? [])) {
          const id = idOf(kind, doc);
          // A save after seeding moved `updatedAt`: the owner made the record theirs.
          const changed = doc.updatedAt.getTime() > doc.createdAt.getTime();
          if (changed || (await USED_BY[kind]?.(id))) {
            kept[kind] += 1;
            continue;
          }
          // Only as it was read: a save that came meanwhile keeps the record.
          const { deletedCount } = await MODELS[kind].deleteOne({ _id: doc._id, sample: true, updatedAt: doc.updatedAt } as never);
          if (deletedCount === 0) {
            kept[kind] += 1;
            continue;
          }
          await forgetRevisions(kind, id);
          gone.push(doc._id);
          removed[kind] += 1;
        }
        await unregisterSamples(kind, gone);
      }
      return { removed, kept };
    },
  };
}
