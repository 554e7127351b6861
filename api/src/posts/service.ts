import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { containsText, idList } from '../http/listQuery.ts';
import { notFound, validationProblem } from '../http/problem.ts';
import { found as foundOr404, type RecordService } from '../http/recordService.ts';
import { pickTerms, type TermLookup } from '../taxonomy/termLookup.ts';
import { answering } from './answering.ts';
import type { PreviewGrant } from './previews/tokens.ts';
import type { PostRepository } from './repository/postRepository.ts';
import { PUBLISH_STATUSES, type AdminSortField, type PostDoc, type PostSummaryDoc, type PublishStatus, type TermField } from './repository/records.ts';
import type { LinkedPost } from './serialize.ts';
import { readPostInput } from './validate.ts';

const messages = {
  notFound: 'Post',
  badStatus: `publishStatus must be one of ${PUBLISH_STATUSES.join(', ')}`,
  badUpcoming: 'filter.upcoming must be true or false',
} as const;

/** The admin list as asked for: `filter` is the list's filter object, its keys already allowed. */
export interface PostListRequest {
  filter: Record<string, unknown>;
  sort: { field: AdminSortField; direction: 1 | -1 };
  skip: number;
  /** 0: no limit */
  limit: number;
}

/** The public reads, as the public site's reader and the feeds use them (see PostRepository). */
export type PublicPostReads = Pick<
  PostRepository,
  'publicPage' | 'publicBySlug' | 'publicRedirect' | 'publicRelated' | 'publicFeed' | 'publicIndex' | 'nextScheduledAt' | 'publicCacheTtlMs'
>;

/**
 * A save answers the post as it leaves it: 400 on a bad input, 409 on a taken slug, and for an
 * update also 409 when `input.version` is not the post's version any more.
 */
export interface PostService extends PublicPostReads, RecordService<PostListRequest, LinkedPost, PostInput, PostSummaryDoc, PostDoc> {
  duplicate(id: number): Promise<LinkedPost>;
  /** After a category or tag is deleted: no post refers to it any more. */
  unlinkTerm(field: TermField, termId: number): Promise<void>;
  /** The post a preview link's grant still opens (its links were not revoked since), or null. */
  previewPost(grant: PreviewGrant): Promise<PostDoc | null>;
}

export interface PostServiceDeps {
  repository: PostRepository;
  terms: TermLookup;
}

const missing = () => notFound(messages.notFound);
const found = <T>(value: T | null): T => foundOr404(value, missing);

/** The rules of posts: what a save must hold, how the admin list filters, what a refused write answers. */
export function createPostService({ repository, terms }: PostServiceDeps): PostService {
  const linked = async (post: PostDoc): Promise<LinkedPost> => {
    const [tags, categories] = await Promise.all([terms.byIds('tag', post.tagIds), terms.byIds('category', post.categoryIds)]);
    return { post, tags: pickTerms(post.tagIds, tags), categories: pickTerms(post.categoryIds, categories) };
  };

  return {
    async list({ filter, sort, skip, limit }) {
      const status = filter.publishStatus;
      if (status !== undefined && status !== '' && !PUBLISH_STATUSES.includes(status as PublishStatus)) {
        throw validationProblem({ 'query.filter': messages.badStatus });
      }
      const upcoming = filter.upcoming;
      if (upcoming !== undefined && typeof upcoming !== 'boolean') throw validationProblem({ 'query.filter': messages.badUpcoming });
      return repository.list({
        title: containsText(filter.q),
        publishStatus: status === undefined || status === '' ? undefined : (status as PublishStatus),
        upcomingAfter: upcoming === true ? new Date() : undefined,
        ids: idList(filter.id),
        sort,
        skip,
        limit,
      });
    },

    get: async (id) => linked(found(await repository.get(id))),

    async create(input) {
      const fields = await readPostInput(input, { terms });
      const post = await answering(repository.create(fields));
      return linked(post);
    },

    async update(id, input) {
      const fields = await readPostInput(input, { terms, before: await repository.get(id) });
      const post = found(await answering(repository.update(id, fields, input.version)));
      return linked(post);
    },

    async remove(id) {
      const post = found(await repository.remove(id));
      return post;
    },

    async duplicate(id) {
      const copy = found(await repository.duplicate(id));
      return linked(copy);
    },

    async unlinkTerm(field, termId) {
      await repository.unlinkTerm(field, termId);
    },

    async previewPost(grant) {
      if ((await repository.previewGeneration(grant.postId)) !== grant.generation) return null;
      return repository.get(grant.postId);
    },

    publicPage: (query) => repository.publicPage(query),
    publicBySlug: (slug, now) => repository.publicBySlug(slug, now),
    publicRedirect: (slug, now) => repository.publicRedirect(slug, now),
    publicRelated: (post, limit, now) => repository.publicRelated(post, limit, now),
    publicFeed: (limit, now) => repository.publicFeed(limit, now),
    publicIndex: (now) => repository.publicIndex(now),
    nextScheduledAt: (now) => repository.nextScheduledAt(now),
    publicCacheTtlMs: repository.publicCacheTtlMs,
  };
}

