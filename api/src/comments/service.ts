import {
  COMMENT_EDIT_WINDOW_MS,
  COMMENT_LIMIT_PER_MEMBER,
  COMMENT_LIMIT_WINDOW_MS,
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  COMMENTS_PER_PAGE,
  type CommentAction,
  type CommentModeration,
  type CommentStatus,
} from '../../../common/comments.ts';
import { NO_ACTIVITY, type ActivityService, type Actor } from '../activity/service.ts';
import { HttpProblem, notFound, problemBody, validationProblem } from '../http/problem.ts';
import type { PublicCache } from '../public/cache.ts';
import type { CommentRecord } from './comment.ts';
import type { CommentRepository } from './repository/commentRepository.ts';
import { spamReason, type FormSignals } from './spam.ts';

/** The member a comment is written by. */
export interface Commenter {
  id: string;
  blocked: boolean;
}

/** A published post comments can be left on. */
export interface CommentedPost {
  id: number;
  slug: string;
  commentsOpen: boolean;
}

export interface CommentServiceDeps {
  repository: CommentRepository;
  /** The published post of a slug, and any post's slug by id (to clear its page). */
  posts: { publicBySlug(slug: string): Promise<CommentedPost | null>; slugOf(id: number): Promise<string | null> };
  members: { namesOf(ids: string[]): Promise<Map<string, string>>; block(id: string): Promise<boolean> };
  /** The moderation setting in force. */
  moderation: () => Promise<CommentModeration>;
  activity?: Pick<ActivityService, 'record'>;
  /** The public bodies' cache. */
  cache: PublicCache;
  now?: () => number;
}

/** A comment as the public page shows it. */
export interface PublicComment {
  id: string;
  author: string;
  text: string;
  createdAt: string;
  edited: boolean;
  replies: PublicComment[];
}

const ACTION_STATUS: Record<CommentAction, CommentStatus> = { approve: 'approved', reject: 'rejected', spam: 'spam' };

/** The text of a comment: 1 to COMMENT_MAX_LENGTH characters of plain text, not only spaces. */
function readBody(raw: unknown): string {
  const body = typeof raw === 'string' ? raw.replace(/\r\n?/g, '\n').trim() : '';
  if (body.length === 0 || body.length > COMMENT_MAX_LENGTH) throw validationProblem({ text: COMMENT_MESSAGES.bodyRequired });
  return body;
}

export function createCommentService({ repository, posts, members, moderation, activity = NO_ACTIVITY, cache, now = Date.now }: CommentServiceDeps) {
  const found = async (id: string) => (await repository.get(id)) ?? Promise.reject(notFound('Comment'));
  const own = async (id: string, memberId: string) => {
    const comment = await found(id);
    if (comment.memberId !== memberId) throw new HttpProblem(403, COMMENT_MESSAGES.notYours);
    return comment;
  };
  const publishedPost = async (slug: string) => (await posts.publicBySlug(slug)) ?? Promise.reject(notFound('Post'));

  /** Whether a new comment of this member waits for a moderator, by the setting. */
  async function held(memberId: string): Promise<boolean> {
    const mode = await moderation();
    if (mode === 'all-held') return true;
    if (mode === 'none-held') return false;
    return !(await repository.hasApproved(memberId));
  }

  const record = (actor: Actor, action: 'comment.approve' | 'comment.reject' | 'comment.spam' | 'comment.blockMember', comment: CommentRecord, detail?: string) =>
    activity.record({ actor, action, subject: { type: 'comment', id: comment.id, title: comment.body.slice(0, 60) }, ...(detail && { detail }) });

  /** One page of a post's approved comments, oldest first, replies under their comment. */
  async function publicPage(slug: string, page: number): Promise<{ items: PublicComment[]; page: number; totalPages: number; count: number }> {
    const post = await publishedPost(slug);
    const { threads, replies, total, count } = await repository.approvedPage(post.id, (page - 1) * COMMENTS_PER_PAGE, COMMENTS_PER_PAGE);
    const names = await members.namesOf([...new Set([...threads, ...replies].map((comment) => comment.memberId))]);
    const shown = (comment: CommentRecord): PublicComment => ({
      id: comment.id,
      author: names.get(comment.memberId) ?? COMMENT_MESSAGES.deletedMember,
      text: comment.body,
      createdAt: comment.createdAt,
      edited: comment.editedAt !== null,
      replies: [],
    });
    const items = threads.map((thread) => ({ ...shown(thread), replies: replies.filter((reply) => reply.parentId === thread.id).map(shown) }));
    return { items, page, totalPages: Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE)), count };
  }

  return {
    /**
     * A member's comment (or reply) on a published post. Past the member's limit a 429; spam is
     * stored as spam, unseen; the rest is held or approved by the moderation setting. `visibleOn`
     * is the post's slug when the comment shows at once.
     */
    async create(member: Commenter, slug: string, raw: { text?: unknown; parentId?: unknown } & FormSignals): Promise<{ comment: CommentRecord; visibleOn?: string }> {
      const post = await publishedPost(slug);
      if (!post.commentsOpen) throw new HttpProblem(403, COMMENT_MESSAGES.closed);
      if (member.blocked) throw new HttpProblem(403, COMMENT_MESSAGES.blocked);
      const body = readBody(raw.text);
      let parentId: string | null = null;
      if (raw.parentId != null) {
        const parent = await repository.get(String(raw.parentId));
        if (!parent || parent.postId !== post.id || parent.status !== 'approved') throw validationProblem({ parentId: COMMENT_MESSAGES.parentUnknown });
        if (parent.parentId) throw validationProblem({ parentId: COMMENT_MESSAGES.replyToReply });
        parentId = parent.id;
      }
      const recent = await repository.recentOfMember(member.id, new Date(now() - COMMENT_LIMIT_WINDOW_MS), body);
      if (recent.count >= COMMENT_LIMIT_PER_MEMBER) throw new HttpProblem(429, COMMENT_MESSAGES.tooManyForMember, { headers: { 'Retry-After': String(COMMENT_LIMIT_WINDOW_MS / 1000) } });
      const spam = spamReason(body, raw, recent.sameText);
      const status: CommentStatus = spam ? 'spam' : (await held(member.id)) ? 'held' : 'approved';
      const comment = await repository.create({ postId: post.id, parentId, memberId: member.id, body, status, createdAt: new Date(now()) });
      return { comment, ...(status === 'approved' && { visibleOn: post.slug }) };
    },

    /** The member's own comment, within 10 minutes of posting. */
    async edit(memberId: string, id: string, rawBody: unknown): Promise<{ comment: CommentRecord; visibleOn?: string }> {
      const comment = await own(id, memberId);
      if (now() - Date.parse(comment.createdAt) > COMMENT_EDIT_WINDOW_MS) throw new HttpProblem(403, COMMENT_MESSAGES.editWindowOver);
      const edited = (await repository.edit(id, readBody(rawBody), new Date(now()))) ?? (await found(id));
      return { comment: edited, visibleOn: edited.status === 'approved' ? ((await posts.slugOf(edited.postId)) ?? undefined) : undefined };
    },

    /** The member's own comment, any time (its replies go with it). */
    async removeOwn(memberId: string, id: string): Promise<{ comment: CommentRecord; visibleOn?: string }> {
      const comment = await own(id, memberId);
      await repository.remove(id);
      return { comment, visibleOn: comment.status === 'approved' ? ((await posts.slugOf(comment.postId)) ?? undefined) : undefined };
    },

    ofMember: (memberId: string) => repository.ofMember(memberId),
    removeAllOf: (memberId: string) => repository.removeOfMember(memberId),

    publicPage,

    /** The public JSON of one page of a post's comments, from the public cache (a write naming the post clears it). */
    async publicRead(slug: string, page: number) {
      const key = `comments:${slug}:${page}`;
      const entry = await cache.cached(
        key,
        async () => {
          try {
            return { body: JSON.stringify(await publicPage(slug, page)), contentType: 'application/json; charset=utf-8' };
          } catch (error) {
            if (!(error instanceof HttpProblem) || error.status !== 404) throw error;
            return { status: 404, body: JSON.stringify(problemBody(404, error.message)), contentType: 'application/problem+json; charset=utf-8' };
          }
        },
      );
      return { key, entry };
    },

    /** The back office's list: by status, oldest first, with each author's name and the post's slug. */
    async list(query: { status?: CommentStatus; skip: number; limit: number }) {
      const { page, total } = await repository.list(query);
      const names = await members.namesOf([...new Set(page.map((comment) => comment.memberId))]);
      const slugs = new Map(await Promise.all([...new Set(page.map((comment) => comment.postId))].map(async (id) => [id, await posts.slugOf(id)] as const)));
      return { rows: page.map((comment) => ({ ...comment, author: names.get(comment.memberId) ?? COMMENT_MESSAGES.deletedMember, postSlug: slugs.get(comment.postId) ?? null })), total };
    },

    /** Approve, reject or mark as spam; recorded in the activity log. `visibleOn`: the post whose page changes. */
    async moderate(id: string, action: CommentAction, actor: Actor): Promise<{ comment: CommentRecord; visibleOn?: string }> {
      const before = await found(id);
      const comment = (await repository.setStatus(id, ACTION_STATUS[action])) ?? (await found(id));
      await record(actor, `comment.${action}`, comment);
      const changesPage = before.status === 'approved' || comment.status === 'approved';
      return { comment, visibleOn: changesPage ? ((await posts.slugOf(comment.postId)) ?? undefined) : undefined };
    },

    /** Blocks the comment's author: they cannot post again, and their held comments are rejected. */
    async blockAuthor(id: string, actor: Actor): Promise<CommentRecord> {
      const comment = await found(id);
      if (!(await members.block(comment.memberId))) throw notFound('Member');
      await repository.settleHeldOfMember(comment.memberId, 'rejected');
      await record(actor, 'comment.blockMember', comment);
      return (await repository.get(id)) ?? comment;
    },

    counts: () => repository.counts(),
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
