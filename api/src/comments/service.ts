import { randomBytes } from 'node:crypto';
import { longerThan } from '../../../common/characters.ts';
import {
  COMMENT_ADDRESS_BLOCK_MS,
  COMMENT_EDIT_WINDOW_MS,
  COMMENT_LIMIT_PER_ADDRESS,
  COMMENT_LIMIT_PER_MEMBER,
  COMMENT_LIMIT_WINDOW_MS,
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  COMMENT_REPORT_LIMIT_PER_MEMBER,
  COMMENT_REPORTS_TO_HIDE,
  COMMENTS_PER_PAGE,
  type CommentAction,
  type CommentModeration,
  type CommentStatus,
} from '../../../common/comments.ts';
import { NO_ACTIVITY, type ActivityService, type Actor } from '../activity/service.ts';
import { HttpProblem, notFound, problemBody, validationProblem } from '../http/problem.ts';
import type { PublicCache } from '../public/cache.ts';
import { authorOf, type CommentRecord, type CommentTarget, type TargetSlug } from './comment.ts';
import type { AddressBlockRepository } from './repository/addressBlockRepository.ts';
import type { CommentRepository } from './repository/commentRepository.ts';
import { spamReason, type FormSignals } from './spam.ts';

/** The member a comment is written by. */
export interface Commenter {
  id: string;
  blocked: boolean;
}

/** A published post or page comments can be left on. */
export interface CommentedPost {
  id: number;
  slug: string;
  commentsOpen: boolean;
}

/** The posts or the static pages: the published one of a slug, and any one's slug and title by id (to clear its page, to name it). */
export interface CommentTargets {
  publicBySlug(slug: string): Promise<CommentedPost | null>;
  placeOf(id: number): Promise<{ slug: string; title: string } | null>;
}

/** Where a post's or page's comments are read, its JSON kept in the public cache under this key. */
export const commentsCacheKey = (on: TargetSlug, page: number) => (on.kind === 'post' ? `comments:${on.slug}:${page}` : `pagecomments:${on.slug}:${page}`);

export interface CommentServiceDeps {
  repository: CommentRepository;
  /** The addresses of blocked members, whose comments are refused quietly. */
  addressBlocks: AddressBlockRepository;
  /** The keyed hash a client address is stored as (`addressKey.ts`). */
  addressKey: (address: string) => string;
  posts: CommentTargets;
  /** Static pages take comments too, when their owner switches them on (none when absent). */
  pages?: CommentTargets;
  members: { namesOf(ids: string[]): Promise<Map<string, string>>; block(id: string): Promise<boolean> };
  /** The moderation setting in force. */
  moderation: () => Promise<CommentModeration>;
  activity?: Pick<ActivityService, 'record'>;
  /** The public bodies' cache. */
  cache: PublicCache;
  /** Multiplies the comment and report limits (COMMENT_LIMIT_SCALE; servers run by the fuzzer raise them). */
  limitScale?: number;
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
  if (body.length === 0 || longerThan(body, COMMENT_MAX_LENGTH)) throw validationProblem({ text: COMMENT_MESSAGES.bodyRequired });
  return body;
}

/** A slug alone names a post. */
const targetOf = (on: TargetSlug | string): TargetSlug => (typeof on === 'string' ? { kind: 'post', slug: on } : on);

const NO_PAGES: CommentTargets = { publicBySlug: async () => null, placeOf: async () => null };

/** An id like the database's (seconds, then random bytes), for a comment answered but never stored. */
const unstoredId = (at: number) => Math.floor(at / 1000).toString(16).padStart(8, '0') + randomBytes(8).toString('hex');

export function createCommentService({ repository, addressBlocks, addressKey, posts, pages = NO_PAGES, members, moderation, activity = NO_ACTIVITY, cache, limitScale = 1, now = Date.now }: CommentServiceDeps) {
  const targets: Record<CommentTarget['kind'], CommentTargets> = { post: posts, page: pages };
  /** The post or page a comment is on, by slug; null when it is gone. */
  const whereIs = async ({ kind, id }: CommentTarget): Promise<TargetSlug | null> => {
    const place = await targets[kind].placeOf(id);
    return place === null ? null : { kind, slug: place.slug };
  };
  /** The page a change to a comment shows on, when it shows (approved, before or after). */
  const shownOn = async (comment: CommentRecord, shows: boolean) => (shows ? ((await whereIs(comment.target)) ?? undefined) : undefined);
  const placeKey = ({ kind, id }: CommentTarget) => `${kind}:${id}`;
  /** Where each of these comments is, by `placeKey` of its target (each post or page looked up once). */
  const placesOf = async (comments: CommentRecord[]) => {
    const unique = new Map(comments.map((comment) => [placeKey(comment.target), comment.target]));
    return new Map(await Promise.all([...unique].map(async ([key, target]) => [key, await whereIs(target)] as const)));
  };
  const found = async (id: string) => (await repository.get(id)) ?? Promise.reject(notFound('Comment'));
  const own = async (id: string, memberId: string) => {
    const comment = await found(id);
    // Another member's comment is as unknown as one that is not there.
    if (comment.memberId !== memberId) throw notFound('Comment');
    return comment;
  };
  const published = async (on: TargetSlug) => (await targets[on.kind].publicBySlug(on.slug)) ?? Promise.reject(notFound(on.kind === 'post' ? 'Post' : 'Page'));

  /** Whether a new comment of a member (with or without an approved one) waits for a moderator, by the setting. */
  async function held(hasApproved: boolean): Promise<boolean> {
    const mode = await moderation();
    if (mode === 'all-held') return true;
    if (mode === 'none-held') return false;
    return !hasApproved;
  }

  const record = (actor: Actor, action: 'comment.approve' | 'comment.reject' | 'comment.spam' | 'comment.blockMember', comment: CommentRecord, detail?: string) =>
    activity.record({ actor, action, subject: { type: 'comment', id: comment.id, title: comment.body.slice(0, 60) }, ...(detail && { detail }) });

  /** One page of a post's (or page's) approved comments, oldest first, replies under their comment. */
  async function publicPage(on: TargetSlug | string, page: number): Promise<{ items: PublicComment[]; page: number; totalPages: number; count: number }> {
    const where = targetOf(on);
    const target = await published(where);
    const { threads, replies, total, count } = await repository.approvedPage({ kind: where.kind, id: target.id }, (page - 1) * COMMENTS_PER_PAGE, COMMENTS_PER_PAGE);
    const names = await members.namesOf([...new Set([...threads, ...replies].map((comment) => comment.memberId))]);
    const shown = (comment: CommentRecord): PublicComment => ({
      id: comment.id,
      author: authorOf(names, comment, COMMENT_MESSAGES.deletedMember),
      text: comment.body,
      createdAt: comment.createdAt,
      edited: comment.editedAt !== null,
      replies: [],
    });
    const items = threads.map((thread) => ({ ...shown(thread), replies: replies.filter((reply) => reply.parentId === thread.id).map(shown) }));
    return { items, page, totalPages: Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE)), count };
  }

  return {
    /** Comments and reports one client address may send per window (the handlers count them). */
    addressLimit: COMMENT_LIMIT_PER_ADDRESS * limitScale,

    /**
     * A member's comment (or reply) on a published post or page (a slug alone names a post). Past
     * the member's limit a 429; spam is stored as spam, unseen; the rest is held or approved by the
     * moderation setting. From the client `address` of a blocked member (for
     * COMMENT_ADDRESS_BLOCK_MS) it is answered as held or spam, but nothing is stored. `visibleOn`
     * is the post or page when the comment shows at once.
     */
    async create(
      member: Commenter,
      on: TargetSlug | string,
      raw: { text?: unknown; parentId?: unknown } & FormSignals,
      address?: string,
    ): Promise<{ comment: CommentRecord; visibleOn?: TargetSlug }> {
      const where = targetOf(on);
      const post = await published(where);
      const target: CommentTarget = { kind: where.kind, id: post.id };
      if (!post.commentsOpen) throw new HttpProblem(403, where.kind === 'post' ? COMMENT_MESSAGES.closed : COMMENT_MESSAGES.closedOnPage);
      if (member.blocked) throw new HttpProblem(403, COMMENT_MESSAGES.blocked);
      const body = readBody(raw.text);
      let parentId: string | null = null;
      if (raw.parentId != null) {
        const parent = await repository.get(String(raw.parentId));
        if (!parent || parent.target.kind !== target.kind || parent.target.id !== target.id || parent.status !== 'approved') throw validationProblem({ parentId: COMMENT_MESSAGES.parentUnknown });
        if (parent.parentId) throw validationProblem({ parentId: COMMENT_MESSAGES.replyToReply });
        parentId = parent.id;
      }
      const history = await repository.historyOf(member.id, new Date(now() - COMMENT_LIMIT_WINDOW_MS), body);
      if (history.recent >= COMMENT_LIMIT_PER_MEMBER * limitScale) throw new HttpProblem(429, COMMENT_MESSAGES.tooManyForMember, { headers: { 'Retry-After': String(COMMENT_LIMIT_WINDOW_MS / 1000) } });
      const spam = spamReason(body, raw, history.sameText);
      const key = address ? addressKey(address) : null;
      if (key && (await addressBlocks.blockedSince(key, new Date(now() - COMMENT_ADDRESS_BLOCK_MS)))) {
        // Refused quietly: the answer a held comment gets, so a new account made to get round a block learns nothing.
        const at = new Date(now()).toISOString();
        return { comment: { id: unstoredId(now()), target, parentId, memberId: member.id, body, status: spam ? 'spam' : 'held', createdAt: at, editedAt: null, reports: 0 } };
      }
      const status: CommentStatus = spam ? 'spam' : (await held(history.approved)) ? 'held' : 'approved';
      const comment = await repository.create({ target, parentId, memberId: member.id, body, status, createdAt: new Date(now()), addressKey: key });
      return { comment, ...(status === 'approved' && { visibleOn: { kind: where.kind, slug: post.slug } }) };
    },

    /** The member's own comment, within 10 minutes of posting. */
    async edit(memberId: string, id: string, rawBody: unknown): Promise<{ comment: CommentRecord; visibleOn?: TargetSlug }> {
      const comment = await own(id, memberId);
      if (now() - Date.parse(comment.createdAt) > COMMENT_EDIT_WINDOW_MS) throw new HttpProblem(403, COMMENT_MESSAGES.editWindowOver);
      const edited = (await repository.edit(id, readBody(rawBody), new Date(now()))) ?? (await found(id));
      return { comment: edited, visibleOn: await shownOn(edited, edited.status === 'approved') };
    },

    /** The member's own comment, any time (its replies go with it). */
    async removeOwn(memberId: string, id: string): Promise<{ comment: CommentRecord; visibleOn?: TargetSlug }> {
      const comment = await own(id, memberId);
      await repository.remove(id);
      return { comment, visibleOn: await shownOn(comment, comment.status === 'approved') };
    },

    ofMember: (memberId: string) => repository.ofMember(memberId),
    /** A member's comments for their data export, each with its post's (or page's) slug. */
    async exportOf(memberId: string) {
      const own = await repository.ofMember(memberId);
      const places = await placesOf(own);
      return own.map(({ id, target, parentId, body, status, createdAt, editedAt }) => {
        const slug = places.get(placeKey(target))?.slug ?? null;
        return { id, postSlug: target.kind === 'post' ? slug : null, ...(target.kind === 'page' && { pageSlug: slug }), parentId, text: body, status, createdAt, editedAt };
      });
    },
    removeAllOf: (memberId: string) => repository.removeOfMember(memberId),

    publicPage,

    /** The public JSON of one page of a post's (or page's) comments, from the public cache (a write naming it clears it). */
    async publicRead(on: TargetSlug | string, page: number) {
      const where = targetOf(on);
      const key = commentsCacheKey(where, page);
      const entry = await cache.cached(
        key,
        async () => {
          try {
            return { body: JSON.stringify(await publicPage(where, page)), contentType: 'application/json; charset=utf-8' };
          } catch (error) {
            if (!(error instanceof HttpProblem) || error.status !== 404) throw error;
            return { status: 404, body: JSON.stringify(problemBody(404, error.message)), contentType: 'application/problem+json; charset=utf-8' };
          }
        },
      );
      return { key, entry };
    },

    /** The back office's list: by status, oldest first, with each author's name and the slug of the post or page it is on. */
    async list(query: { status?: CommentStatus; skip: number; limit: number }) {
      const { page, total } = await repository.list(query);
      const names = await members.namesOf([...new Set(page.map((comment) => comment.memberId))]);
      const places = await placesOf(page);
      return {
        rows: page.map((comment) => {
          const slug = places.get(placeKey(comment.target))?.slug ?? null;
          const onPage = comment.target.kind === 'page';
          return { ...comment, author: authorOf(names, comment, COMMENT_MESSAGES.deletedMember), postSlug: onPage ? null : slug, ...(onPage && { pageSlug: slug }) };
        }),
        total,
      };
    },

    /** Approve, reject or mark as spam; recorded in the activity log. `visibleOn`: the post whose page changes. */
    async moderate(id: string, action: CommentAction, actor: Actor): Promise<{ comment: CommentRecord; visibleOn?: TargetSlug }> {
      const before = await found(id);
      const comment = (await repository.setStatus(id, ACTION_STATUS[action])) ?? (await found(id));
      await record(actor, `comment.${action}`, comment, before.reports > 0 ? `Reported by ${before.reports} member${before.reports === 1 ? '' : 's'}; reports cleared` : undefined);
      const changesPage = before.status === 'approved' || comment.status === 'approved';
      return { comment, visibleOn: await shownOn(comment, changesPage) };
    },

    /**
     * A member's report of a comment shown on a post or page, counted once per member. Reports from
     * COMMENT_REPORTS_TO_HIDE members hide it until a moderator reviews it; `visibleOn` is then
     * the post or page whose page changed.
     */
    async report(member: Commenter, id: string): Promise<{ counted: boolean; visibleOn?: TargetSlug }> {
      const comment = await repository.get(id);
      const slug = comment?.status === 'approved' ? await whereIs(comment.target) : null;
      const on = slug && (await targets[slug.kind].publicBySlug(slug.slug));
      // A page shows its comments only while they are switched on (a closed post still shows its own).
      if (!comment || !slug || !on || (slug.kind === 'page' && !on.commentsOpen)) throw notFound('Comment');
      if (comment.memberId === member.id) throw new HttpProblem(403, COMMENT_MESSAGES.reportOwn);
      if (member.blocked) throw new HttpProblem(403, COMMENT_MESSAGES.blocked);
      if ((await repository.reportsOfMemberSince(member.id, new Date(now() - COMMENT_LIMIT_WINDOW_MS))) >= COMMENT_REPORT_LIMIT_PER_MEMBER * limitScale) {
        throw new HttpProblem(429, COMMENT_MESSAGES.tooManyReports, { headers: { 'Retry-After': String(COMMENT_LIMIT_WINDOW_MS / 1000) } });
      }
      const { counted, comment: after } = await repository.report(id, member.id, new Date(now()));
      const hidden = counted && after && after.reports >= COMMENT_REPORTS_TO_HIDE ? await repository.hideReported(id, COMMENT_REPORTS_TO_HIDE) : null;
      return { counted, ...(hidden && { visibleOn: slug }) };
    },

    /**
     * Blocks the comment's author: they cannot post again, their held comments are rejected, and
     * comments from the addresses theirs came from are refused quietly for COMMENT_ADDRESS_BLOCK_MS.
     */
    async blockAuthor(id: string, actor: Actor): Promise<CommentRecord> {
      const comment = await found(id);
      if (!(await members.block(comment.memberId))) throw notFound('Member');
      await repository.settleHeldOfMember(comment.memberId, 'rejected');
      const addresses = await repository.addressKeysOf(comment.memberId);
      await addressBlocks.block(addresses, comment.memberId, new Date(now()), new Date(now() - COMMENT_ADDRESS_BLOCK_MS));
      const days = COMMENT_ADDRESS_BLOCK_MS / (24 * 60 * 60 * 1000);
      await record(actor, 'comment.blockMember', comment, addresses.length > 0 ? `Comments from their address${addresses.length === 1 ? '' : 'es'} are refused for ${days} days` : undefined);
      return (await repository.get(id)) ?? comment;
    },

    counts: () => repository.counts(),
    /** Fills what the repository keeps in memory (on the embedded database), before the first comment. */
    warm: async () => repository.warm?.(),

    /** The posts with approved comments posted in a period of days (`to` included), most first, each with its title. */
    async perPost(from: string, to: string): Promise<{ slug: string; title: string; comments: number }[]> {
      const end = new Date(`${to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      const counts = await repository.approvedPerPost(new Date(`${from}T00:00:00Z`), end);
      const rows = await Promise.all([...counts].map(async ([postId, comments]) => ({ place: await posts.placeOf(postId), comments })));
      return rows.flatMap(({ place, comments }) => (place ? [{ slug: place.slug, title: place.title, comments }] : [])).sort((a, b) => b.comments - a.comments || a.slug.localeCompare(b.slug)).slice(0, 100);
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
