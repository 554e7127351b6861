import { POST_REVISIONS_KEPT } from '../../../../common/constants.ts';
import { createPreviewGenerations } from '../../previews/repository/previewGenerations.ts';
import { createRevisionRepository } from '../../revisions/repository/revisionRepository.ts';
import type { PostDoc } from './records.ts';

/** What a post's revision keeps of it. */
type PostRevisionFields = Omit<PostDoc, 'id' | 'createdAt' | 'version' | 'updatedAt'>;

/** A post's kept versions and preview-link generations, in the stores every kind of record shares. */
export const postRevisions = createRevisionRepository<PostRevisionFields>('post', POST_REVISIONS_KEPT);
export const postPreviewGenerations = createPreviewGenerations('post');

/** The fields of `post` a revision keeps, and when that version was saved. */
export function revisionOf(post: PostDoc): PostRevisionFields & { updatedAt: Date } {
  const { id: _id, createdAt: _created, version: _version, authorId: _author, textStart: _start, wordCount: _words, ...fields } = post;
  return fields;
}
