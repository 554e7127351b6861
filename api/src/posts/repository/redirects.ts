import { isPublicAt } from '../visibility.ts';
import { Post } from './model.ts';
import { postKey } from './postKey.ts';
import type { PostDoc } from './records.ts';
import { SlugRedirect } from './redirectModel.ts';

/**
 * Old slug -> post, not old slug -> new slug: a chain of renames (A to B to C) sends A straight to
 * the post's current slug. Only a post that was public when renamed leaves a redirect behind.
 */
export async function followSlugChange(before: PostDoc, after: PostDoc, now: Date): Promise<void> {
  if (before.slug === after.slug) return;
  await takeOverSlug(after.slug);
  if (isPublicAt(before, now)) {
    await SlugRedirect.updateOne({ _id: before.slug }, { $set: { postKey: postKey(after.id), at: now } }, { upsert: true });
  }
}

/** A post that now holds `slug` takes it over: an old redirect from it goes. */
export async function takeOverSlug(slug: string): Promise<void> {
  await SlugRedirect.deleteOne({ _id: slug });
}

/** A deleted post's old slugs lead nowhere any more. */
export async function forgetRedirects(id: number): Promise<void> {
  await SlugRedirect.deleteMany({ postKey: postKey(id) });
}

/** The post an old slug points at, if any. */
export async function redirectTarget(slug: string): Promise<string | undefined> {
  const redirect = await SlugRedirect.findById(slug, { postKey: 1 }).lean<{ postKey: string }>();
  return redirect?.postKey;
}

/** Where an old slug leads now: the current slug of its post while that post is public. */
export async function publicRedirect(slug: string, now: Date): Promise<string | null> {
  const key = await redirectTarget(slug);
  if (key === undefined) return null;
  const post = await Post.findById(key, { slug: 1, publishStatus: 1, publishDate: 1 }).lean<Pick<PostDoc, 'slug' | 'publishStatus' | 'publishDate'>>();
  return post && isPublicAt(post, now) && post.slug !== slug ? post.slug : null;
}
