import type { PostInput } from '../../../../codegen/hey-api/types.gen.ts';
import { notFound } from '../../http/problem.ts';
import type { TermLookup } from '../../taxonomy/termLookup.ts';
import type { PostRepository } from '../repository/postRepository.ts';
import type { RevisionDoc } from '../repository/records.ts';
import { articleFields, type LinkedPost } from '../serialize.ts';
import type { PostActor, PostService } from '../service.ts';

const messages = { post: 'Post', revision: 'Revision' } as const;

export interface RevisionService {
  /** The post's kept revisions, newest first; notFound when there is no such post. */
  list(postId: number): Promise<RevisionDoc[]>;
  /** One revision and the one just older than it (null when not kept); notFound when either the post or the revision is missing. */
  get(postId: number, version: number): Promise<{ revision: RevisionDoc; older: RevisionDoc | null }>;
  /** Saves the revision's fields over the post, checked as any save is (`expectedVersion` as a save's `version`). */
  restore(postId: number, version: number, expectedVersion: number | undefined, actor?: PostActor): Promise<LinkedPost>;
}

export interface RevisionServiceDeps {
  repository: PostRepository;
  terms: TermLookup;
  /** A restore is a normal save through the post service, so the version it replaces is kept too. */
  posts: Pick<PostService, 'update'>;
}

export function createRevisionService({ repository, terms, posts }: RevisionServiceDeps): RevisionService {
  /** Ids among `ids` whose terms still exist, in order. */
  const existing = async (kind: 'tag' | 'category', ids: number[]) => {
    const known = await terms.byIds(kind, ids);
    return ids.filter((id) => known.has(id));
  };

  /** A revision as the body of a save; terms deleted since it was kept are left out. */
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

  return {
    async list(postId) {
      if (!(await repository.get(postId))) throw notFound(messages.post);
      return repository.revisions(postId);
    },

    async get(postId, version) {
      const revision = await repository.revision(postId, version);
      if (!revision) throw notFound(messages.revision);
      return { revision, older: version > 1 ? await repository.revision(postId, version - 1) : null };
    },

    async restore(postId, version, expectedVersion, actor) {
      const revision = await repository.revision(postId, version);
      if (!revision) throw notFound((await repository.get(postId)) ? messages.revision : messages.post);
      return posts.update(postId, await asInput(revision, expectedVersion), actor);
    },
  };
}
