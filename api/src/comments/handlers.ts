import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { COMMENT_ACTIONS, COMMENT_LIMIT_WINDOW_MS, COMMENT_MESSAGES, COMMENT_STATUSES, type CommentAction, type CommentStatus } from '../../../common/comments.ts';
import { actorName } from '../activity/actor.ts';
import { addressLimiter } from '../http/addressLimit.ts';
import { stalePage, stalePost } from '../http/cacheEffects.ts';
import { parseListQuery, sendList } from '../http/listQuery.ts';
import { HttpProblem } from '../http/problem.ts';
import { answers } from '../http/statusSources.ts';
import { memberActor } from '../members/session.ts';
import { sendCached } from '../public/send.ts';
import type { CommentRecord, TargetSlug } from './comment.ts';
import { COMMENT_LISTS } from './module.ts';
import type { CommentService } from './service.ts';

/** A comment as its author sees it: `postId` is null on a static page's comment, which has a `pageId`. */
const ownJson = ({ id, target, parentId, body, status, createdAt, editedAt }: CommentRecord) => ({
  id,
  postId: target.kind === 'post' ? target.id : null,
  ...(target.kind === 'page' && { pageId: target.id }),
  parentId,
  text: body,
  status,
  createdAt,
  editedAt,
});
/** Names the post or page whose cached bodies the write made stale. */
const staleOn = (res: Parameters<RequestHandler>[1], on: TargetSlug | undefined) => (on?.kind === 'page' ? stalePage(res, on.slug) : stalePost(res, on?.slug));
const onPage = (req: Parameters<RequestHandler>[0]): TargetSlug => ({ kind: 'page', slug: String(req.params.slug) });
const commentId = (req: Parameters<RequestHandler>[0]) => String(req.params.commentId);

/** The comment operations (`comments.*`): members write and remove their own, the public reads, moderators judge. */
export function commentHandlers(
  service: CommentService,
): Record<'create' | 'createOnPage' | 'report' | 'listPublic' | 'listPublicOnPage' | 'listMine' | 'edit' | 'deleteOwn' | 'list' | 'moderate' | 'blockMember' | 'counts', RequestHandler | RequestHandler[]> {
  // Per client address, before the body is read; the per-member limit is the service's.
  const perAddress = answers([429], addressLimiter({ windowMs: COMMENT_LIMIT_WINDOW_MS, limit: service.addressLimit, message: COMMENT_MESSAGES.tooManyForAddress }));
  /** A member's new comment on the post or page `on` names. */
  const createOn = (on: (req: Parameters<RequestHandler>[0]) => TargetSlug | string) => [
    perAddress,
    answers([429], (async (req, res) => {
      const member = await memberActor(req);
      // The address as the per-address limit counts it (an IPv6 client by its /56 network).
      const address = req.ip ? ipKeyGenerator(req.ip) : undefined;
      const { comment, visibleOn } = await service.create(member, on(req), req.body as Record<string, unknown>, address);
      staleOn(res, visibleOn);
      res.status(201).json({ comment: ownJson(comment), message: comment.status === 'approved' ? COMMENT_MESSAGES.published : COMMENT_MESSAGES.held });
    }) as RequestHandler),
  ];
  return {
    create: createOn((req) => String(req.params.slug)),
    createOnPage: createOn(onPage),
    report: [
      perAddress,
      answers([429], (async (req, res) => {
        const member = await memberActor(req);
        const { counted, visibleOn } = await service.report(member, commentId(req));
        staleOn(res, visibleOn);
        res.json({ counted, message: counted ? COMMENT_MESSAGES.reported : COMMENT_MESSAGES.alreadyReported });
      }) as RequestHandler),
    ],
    async listPublic(req, res) {
      const page = Number((req.query as { page?: string }).page ?? 1);
      const { key, entry } = await service.publicRead(String(req.params.slug), page);
      sendCached(req, res, key, entry);
    },
    async listPublicOnPage(req, res) {
      const page = Number((req.query as { page?: string }).page ?? 1);
      const { key, entry } = await service.publicRead(onPage(req), page);
      sendCached(req, res, key, entry);
    },
    async listMine(req, res) {
      const member = await memberActor(req);
      res.json((await service.ofMember(member.id)).map(ownJson));
    },
    async edit(req, res) {
      const member = await memberActor(req);
      const { comment, visibleOn } = await service.edit(member.id, commentId(req), (req.body as { text?: unknown }).text);
      staleOn(res, visibleOn);
      res.json(ownJson(comment));
    },
    async deleteOwn(req, res) {
      const member = await memberActor(req);
      const { comment, visibleOn } = await service.removeOwn(member.id, commentId(req));
      staleOn(res, visibleOn);
      res.json(ownJson(comment));
    },
    async list(req, res) {
      const query = parseListQuery(req, COMMENT_LISTS['comments.list']);
      const status = query.filter.status;
      if (status !== undefined && !COMMENT_STATUSES.includes(status as CommentStatus)) {
        throw new HttpProblem(400, `filter.status must be one of ${COMMENT_STATUSES.join(', ')}`, { errors: { 'query.filter': `filter.status must be one of ${COMMENT_STATUSES.join(', ')}` } });
      }
      const { rows, total } = await service.list({ status: status as CommentStatus | undefined, skip: query.skip, limit: query.limit || 1000 });
      sendList(res, 'comments', query, rows.map(({ body, memberId: _member, authorName: _name, target, ...row }) => ({ ...row, postId: target.kind === 'post' ? target.id : null, ...(target.kind === 'page' && { pageId: target.id }), text: body })), total);
    },
    async moderate(req, res) {
      const action = (req.body as { action: CommentAction }).action;
      if (!COMMENT_ACTIONS.includes(action)) throw new HttpProblem(400, 'Unknown action.');
      const { comment, visibleOn } = await service.moderate(commentId(req), action, await actorName(req));
      staleOn(res, visibleOn);
      res.json(ownJson(comment));
    },
    async blockMember(req, res) {
      res.json(ownJson(await service.blockAuthor(commentId(req), await actorName(req))));
    },
    async counts(_req, res) {
      const { approved, held } = await service.counts();
      res.json({ approved, pending: held });
    },
  };
}
