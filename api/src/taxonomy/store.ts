import type { Model } from 'mongoose';
import { insertWithNewId } from '../db/counters.ts';
import type { PostStore, TermField } from '../posts/store.ts';
import { invalidatePublicCache } from '../public/cache.ts';
import type { TermDoc } from './model.ts';

export type TermInput = Pick<TermDoc, 'name' | 'slug' | 'description'>;

/**
 * Writes of one taxonomy (categories or tags). Public post bodies show term names, so every
 * write clears the public cache; deleting a term unlinks it from posts through the post store.
 */
export function termWrites(model: Model<TermDoc>, resource: string, postField: TermField) {
  return {
    /** `onDuplicate` throws when the clash is on the slug; else another id is drawn. */
    async create(input: TermInput, onDuplicate: () => Promise<void>): Promise<TermDoc> {
      const doc = await insertWithNewId(
        resource,
        (id) => model.create({ _id: id, ...input }),
        onDuplicate,
        (id) => model.deleteOne({ _id: id, slug: input.slug }),
      );
      invalidatePublicCache();
      return doc.toObject();
    },

    async update(id: number, input: TermInput): Promise<TermDoc | null> {
      const doc = await model.findByIdAndUpdate(id, { $set: input }, { returnDocument: 'after', lean: true });
      invalidatePublicCache();
      return doc;
    },

    async remove(id: number, posts: PostStore): Promise<void> {
      // Unlink first: if the process stops between the two writes, no post points at a missing term.
      await posts.unlinkTerm(postField, id);
      await model.deleteOne({ _id: id });
      invalidatePublicCache();
    },
  };
}
