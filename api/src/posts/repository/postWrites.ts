import { insertWithNewId } from '../../db/counters.ts';
import { mayHaveBeenApplied, WriteUndone } from '../../db/failures.ts';
import { undoWrite } from '../../db/undo.ts';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import { deriveText } from '../derivedText.ts';
import { fromStored, postKey, type StoredPost } from './postKey.ts';
import { copySlugPattern, firstFreeCopySlug } from './copySlug.ts';
import { SlugTaken } from './errors.ts';
import { Post } from './model.ts';
import type { PostDoc, PostFields, TermField } from './records.ts';
import { followSlugChange, forgetRedirects, takeOverSlug } from './redirects.ts';
import { postPreviewGenerations, postRevisions, revisionOf } from './revisions.ts';

/** The writes of a post and what goes with it (revisions, redirects, preview links). */

export async function findPost(id: number): Promise<PostDoc | null> {
  return fromStored(await Post.findById(postKey(id)).lean<StoredPost>());
}

/**
 * Inserts under a newly drawn id. The unique slug index refuses a taken slug; only then is
 * `slugInUse` asked, to tell a slug clash (SlugTaken) from an id clash (draw again).
 */
export async function insertPost(fields: PostFields, slugInUse: (slug: string) => Promise<boolean>): Promise<PostDoc> {
  const doc = await insertWithNewId(
    'posts',
    (id) => Post.create({ _id: postKey(id), ...fields, ...deriveText(fields.content), version: 1 }),
    async () => {
      if (await slugInUse(fields.slug)) throw new SlugTaken(fields.slug);
    },
    (id) => Post.deleteOne({ _id: postKey(id), slug: fields.slug }),
  );
  return fromStored<PostDoc>(doc.toObject());
}

/** Sets `fields` and raises the version on the post `filter` finds; null when it finds none. */
export async function applySave(id: number, expectedVersion: number | undefined, fields: PostFields): Promise<PostDoc | null> {
  const filter = { _id: postKey(id), ...(expectedVersion === undefined ? {} : { version: expectedVersion }) };
  try {
    return fromStored(await Post.findOneAndUpdate(filter, { $set: { ...fields, ...deriveText(fields.content) }, $inc: { version: 1 } }, { returnDocument: 'after', lean: true }));
  } catch (error) {
    if (isDuplicateKey(error)) throw new SlugTaken(fields.slug);
    throw error;
  }
}

export async function deletePost(id: number): Promise<PostDoc | null> {
  return fromStored(await Post.findOneAndDelete({ _id: postKey(id) }).lean<StoredPost>());
}

/** Inserts a draft copy of `original`; `takenCopySlugs` lists the slugs its copies may not use. A racing copy makes it draw id and slug again. */
export async function insertCopy(original: PostDoc, takenCopySlugs: (pattern: RegExp) => Promise<Set<string>>): Promise<PostDoc> {
  // A copy is the owner's own post, never sample content.
  const { id: _id, createdAt: _c, updatedAt: _u, version: _v, sample: _s, ...fields } = original as PostDoc & { sample?: boolean };
  const { base, pattern } = copySlugPattern(original.slug);
  const copy = await insertWithNewId(
    'posts',
    async (id) =>
      Post.create({ ...fields, _id: postKey(id), title: `${original.title} (Copy)`, slug: firstFreeCopySlug(base, await takenCopySlugs(pattern)), publishStatus: 'draft', publishDate: null, version: 1 }),
    async () => {},
    (id) => Post.deleteOne({ _id: postKey(id), title: `${original.title} (Copy)`, publishStatus: 'draft' }),
  );
  return fromStored<PostDoc>(copy.toObject());
}

/** Removes a deleted term's id from every post that lists it. */
export async function unlinkTermFromPosts(field: TermField, termId: number): Promise<void> {
  await Post.updateMany({ [field]: termId }, { $pull: { [field]: termId } });
}

/** What a save leaves behind: the replaced version as a revision, and a redirect from a public post's old slug. */
export async function afterSave(before: PostDoc, after: PostDoc): Promise<void> {
  const now = new Date();
  await postRevisions.keep(before.id, before.version, revisionOf(before), now);
  await followSlugChange(before, after, now);
}

/** A new post takes over its slug from any redirect. */
export async function afterInsert(doc: PostDoc): Promise<PostDoc> {
  try {
    await takeOverSlug(doc.slug);
  } catch (error) {
    // The create is answered with an error: the post must not stay.
    await undoWrite(() => Post.deleteOne({ _id: postKey(doc.id), slug: doc.slug }));
    throw mayHaveBeenApplied(error) ? new WriteUndone(error) : error;
  }
  return doc;
}

/** A deleted post's revisions, redirects and preview links go with it. */
export async function afterDelete(id: number): Promise<void> {
  await Promise.all([postRevisions.forget(id), forgetRedirects(id), postPreviewGenerations.forget(id)]);
}
