import type { PostInput } from '../../../../codegen/hey-api/types.gen.ts';
import { createRevisionHistory, type RevisionHistory } from '../../revisions/service.ts';
import type { TermLookup } from '../../taxonomy/termLookup.ts';
import type { PostRepository } from '../repository/postRepository.ts';
import type { RevisionDoc } from '../repository/records.ts';
import { articleFields, type LinkedPost } from '../serialize.ts';
import type { PostActor, PostService } from '../service.ts';

export type RevisionService = RevisionHistory<RevisionDoc, LinkedPost, PostActor>;

export interface RevisionServiceDeps {
  repository: PostRepository;
  terms: TermLookup;
  /** A restore is a normal save through the post service, so the version it replaces is kept too. */
  posts: Pick<PostService, 'update'>;
}

/** A post's history (revisions/service.ts); a restore leaves out the terms deleted since the revision was kept. */
export function createRevisionService({ repository, terms, posts }: RevisionServiceDeps): RevisionService {
  /** Ids among `ids` whose terms still exist, in order. */
  const existing = async (kind: 'tag' | 'category', ids: number[]) => {
    const known = await terms.byIds(kind, ids);
    return ids.filter((id) => known.has(id));
  };

  /** A revision as the body of a save. */
  const asInput = async (doc: RevisionDoc, version: number | undefined): Promise<PostInput> => ({
    ...articleFields(doc),
    title: doc.title,
    slug: doc.slug,
    publishStatus: doc.publishStatus,
    publishDate: doc.publishDate ? doc.publishDate.toISOString() : null,
    tagIds: await existing('tag', doc.tagIds),
    categoryIds: await existing('category', doc.categoryIds),
    version,
  });

  return createRevisionHistory({
    noun: 'Post',
    repository,
    save: async (postId, revision, expectedVersion, actor?: PostActor) => posts.update(postId, await asInput(revision, expectedVersion), actor),
  });
}
