import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { NO_ACTIVITY, type ActivityAction, type ActivityService, type Actor } from '../activity/service.ts';
import { containsText, idList } from '../http/listQuery.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { found as foundOr404, type RecordService } from '../http/recordService.ts';
import { atLeast, type Role } from '../users/user.ts';
import { pickTerms, type TermLookup } from '../taxonomy/termLookup.ts';
import { answering } from './answering.ts';
import { postEditRule } from './editRule.ts';
import type { PostRepository } from './repository/postRepository.ts';
import { PUBLISH_STATUSES, type AdminSortField, type PostDoc, type PostSummaryDoc, type PublishStatus, type TermField } from './repository/records.ts';
import type { LinkedPost } from './serialize.ts';
import { isListed } from './visibility.ts';
import { readPostInput } from './validate.ts';

const messages = {
  notFound: 'Post',
  badStatus: `publishStatus must be one of ${PUBLISH_STATUSES.join(', ')}`,
  badUpcoming: 'filter.upcoming must be true or false',
  authorOnlyEditors: 'Only editors and admins can choose another author for a post.',
  unknownAuthor: 'authorId must be an active staff member who can write posts',
} as const;

/** Who asks for a write; absent for the server's own saves (restores it makes, tests of the rules). */
export interface PostActor {
  id: number;
  role: Role;
  /** The name the activity log shows. */
  username?: string;
}

/** The name the activity log records for a write (none for the server's own saves). */
const actorName = (actor: PostActor | undefined): Actor => actor?.username ?? null;

/** The admin list as asked for: `filter` is the list's filter object, its keys already allowed. */
export interface PostListRequest {
  filter: Record<string, unknown>;
  sort: { field: AdminSortField; direction: 1 | -1 };
  skip: number;
  /** 0: no limit */
  limit: number;
}

/**
 * A save answers the post as it leaves it: 400 on a bad input, 409 on a taken slug, and for an
 * update also 409 when `input.version` is not the post's version any more. `actor`, who saves, is
 * checked (an author writes only their own posts: 403) and named in the activity log.
 */
export interface PostService extends RecordService<PostListRequest, LinkedPost, PostInput, PostSummaryDoc, PostDoc> {
  create(input: PostInput, actor?: PostActor): Promise<LinkedPost>;
  update(id: number, input: PostInput, actor?: PostActor): Promise<LinkedPost>;
  remove(id: number, actor?: PostActor): Promise<PostDoc>;
  duplicate(id: number, actor?: PostActor): Promise<LinkedPost>;
  /** Every post of one author (null: posts from before staff accounts) goes to another. */
  reassignAuthor(fromId: number | null, toId: number): Promise<void>;
  /** After a category or tag is deleted: no post refers to it any more. */
  unlinkTerm(field: TermField, termId: number): Promise<void>;
}

export interface PostServiceDeps {
  repository: PostRepository;
  terms: TermLookup;
  /** Where publishing, unpublishing and deleting are recorded (nowhere when absent). */
  activity?: Pick<ActivityService, 'record'>;
  /** True when the id is an active staff member who may write posts. */
  isAuthor?: (id: number) => Promise<boolean>;
}

/** A save's entry in the activity log: going live (now or scheduled) publishes, going back to draft unpublishes, a live post saved again updates. */
function statusChange(before: PublishStatus | undefined, after: PostDoc): { action: ActivityAction; detail?: string } | undefined {
  if (after.publishStatus === before) return before === 'published' ? { action: 'post.update' } : undefined;
  if (after.publishStatus === 'draft') return before === undefined ? undefined : { action: 'post.unpublish' };
  const scheduled = after.publishStatus === 'scheduled' && after.publishDate ? { detail: `scheduled for ${after.publishDate.toISOString()}` } : {};
  return { action: 'post.publish', ...scheduled };
}

const missing = () => notFound(messages.notFound);
const found = <T>(value: T | null): T => foundOr404(value, missing);

/** The rules of posts: what a save must hold, how the admin list filters, what a refused write answers. */
export function createPostService({ repository, terms, isAuthor = async () => false, activity = NO_ACTIVITY }: PostServiceDeps): PostService {
  const recordSave = async (before: PublishStatus | undefined, post: PostDoc, actor: PostActor | undefined) => {
    const change = statusChange(before, post);
    if (change) await activity.record({ actor: actorName(actor), ...change, subject: { type: 'post', id: String(post.id), title: post.title } });
  };

  /** A write to an existing post follows the post's edit rule (none for the server's own saves). */
  const mayChange = (post: PostDoc | null, actor: PostActor | undefined) => {
    if (post && actor && !postEditRule.allows(post, actor)) throw new HttpProblem(403, postEditRule.refusal);
  };
  /** The author a save sets: the creator by default; someone else only by an editor or admin, and only a staff writer. */
  const authorOf = async (input: PostInput, actor: PostActor | undefined, current: number | null | undefined): Promise<number | null | undefined> => {
    const asked = input.authorId;
    if (asked === undefined || asked === current) return current;
    if (actor && asked !== actor.id && !atLeast(actor.role, 'editor')) throw new HttpProblem(403, messages.authorOnlyEditors);
    if (!(await isAuthor(asked))) throw validationProblem({ authorId: messages.unknownAuthor });
    return asked;
  };

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

    async create(input, actor) {
      const fields = await readPostInput(input, { terms });
      const authorId = await authorOf(input, actor, actor?.id ?? null);
      const post = await answering(repository.create({ ...fields, authorId: authorId ?? null }));
      await recordSave(undefined, post, actor);
      return linked(post);
    },

    async update(id, input, actor) {
      const before = await repository.get(id);
      mayChange(before, actor);
      const fields = await readPostInput(input, { terms, before });
      const authorId = before ? await authorOf(input, actor, before.authorId) : undefined;
      const post = found(await answering(repository.update(id, authorId === undefined ? fields : { ...fields, authorId }, input.version)));
      await recordSave(before?.publishStatus, post, actor);
      return { ...(await linked(post)), wasListed: before ? isListed(before) : true };
    },

    async remove(id, actor) {
      if (actor) mayChange(await repository.get(id), actor);
      const post = found(await repository.remove(id));
      await activity.record({ actor: actorName(actor), action: 'post.delete', subject: { type: 'post', id: String(id), title: post.title } });
      return post;
    },

    async duplicate(id, actor) {
      if (actor) mayChange(await repository.get(id), actor);
      const copy = found(await repository.duplicate(id));
      return linked(copy);
    },

    reassignAuthor: (fromId, toId) => repository.reassignAuthor(fromId, toId),

    async unlinkTerm(field, termId) {
      await repository.unlinkTerm(field, termId);
    },

  };
}

