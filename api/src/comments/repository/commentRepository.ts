import { Types } from 'mongoose';
import type { CommentStatus } from '../../../../common/comments.ts';
import type { CommentRecord, NewComment } from '../comment.ts';
import { Comment, type CommentDoc } from './model.ts';

/** Every read and write of comments. */
export interface CommentRepository {
  create(comment: NewComment): Promise<CommentRecord>;
  get(id: string): Promise<CommentRecord | null>;
  edit(id: string, body: string, editedAt: Date): Promise<CommentRecord | null>;
  setStatus(id: string, status: CommentStatus): Promise<CommentRecord | null>;
  /** Removes a comment and its replies. */
  remove(id: string): Promise<CommentRecord | null>;
  removeOfMember(memberId: string): Promise<void>;
  /** Sets every held comment of a member to `status`. */
  settleHeldOfMember(memberId: string, status: CommentStatus): Promise<CommentRecord[]>;
  ofMember(memberId: string): Promise<CommentRecord[]>;
  /** How many comments the member sent since `since`, and whether one of them had this text. */
  recentOfMember(memberId: string, since: Date, body: string): Promise<{ count: number; sameText: boolean }>;
  hasApproved(memberId: string): Promise<boolean>;
  /** A window of a post's approved top-level comments, oldest first, with their approved replies. */
  approvedPage(postId: number, skip: number, limit: number): Promise<{ threads: CommentRecord[]; replies: CommentRecord[]; total: number; count: number }>;
  /** The comments with `status`, oldest first. */
  list(query: { status?: CommentStatus; skip: number; limit: number }): Promise<{ page: CommentRecord[]; total: number }>;
  counts(): Promise<{ approved: number; held: number }>;
}

const toComment = ({ _id, postId, parentId, memberId, body, status, createdAt, editedAt }: CommentDoc): CommentRecord => ({
  id: String(_id),
  postId,
  parentId: parentId ? String(parentId) : null,
  memberId: String(memberId),
  body,
  status,
  createdAt: new Date(createdAt).toISOString(),
  editedAt: editedAt ? new Date(editedAt).toISOString() : null,
});

const objectId = (id: string) => (/^[0-9a-f]{24}$/.test(id) ? new Types.ObjectId(id) : null);
/** The text folded for comparison: case and runs of spaces do not make it new. */
export const foldText = (body: string) => body.toLowerCase().replace(/\s+/g, ' ').trim();

export function createCommentRepository(): CommentRepository {
  const byId = async (id: string, change: (doc: Types.ObjectId) => Promise<unknown>) => {
    const _id = objectId(id);
    const doc = _id && ((await change(_id)) as CommentDoc | null);
    return doc ? toComment(doc) : null;
  };
  return {
    async create({ parentId, memberId, ...rest }) {
      const doc = await Comment.create({ ...rest, parentId: parentId ? new Types.ObjectId(parentId) : null, memberId: new Types.ObjectId(memberId), bodyKey: foldText(rest.body), editedAt: null });
      return toComment(doc.toObject());
    },
    get: (id) => byId(id, (_id) => Comment.findById(_id).lean()),
    edit: (id, body, editedAt) => byId(id, (_id) => Comment.findByIdAndUpdate(_id, { $set: { body, bodyKey: foldText(body), editedAt } }, { returnDocument: 'after', lean: true })),
    setStatus: (id, status) => byId(id, (_id) => Comment.findByIdAndUpdate(_id, { $set: { status } }, { returnDocument: 'after', lean: true })),
    async remove(id) {
      const removed = await byId(id, (_id) => Comment.findByIdAndDelete(_id, { lean: true }));
      if (removed) await Comment.deleteMany({ parentId: new Types.ObjectId(removed.id) });
      return removed;
    },
    async removeOfMember(memberId) {
      const member = new Types.ObjectId(memberId);
      const own = await Comment.find({ memberId: member }, { _id: 1 }).lean();
      await Comment.deleteMany({ $or: [{ memberId: member }, { parentId: { $in: own.map((doc) => doc._id) } }] });
    },
    async settleHeldOfMember(memberId, status) {
      const filter = { memberId: new Types.ObjectId(memberId), status: 'held' as const };
      const held = await Comment.find(filter).lean<CommentDoc[]>();
      await Comment.updateMany(filter, { $set: { status } });
      return held.map((doc) => toComment({ ...doc, status }));
    },
    ofMember: async (memberId) => (await Comment.find({ memberId: new Types.ObjectId(memberId) }).sort({ createdAt: -1 }).lean<CommentDoc[]>()).map(toComment),
    async recentOfMember(memberId, since, body) {
      const member = new Types.ObjectId(memberId);
      const [count, same] = await Promise.all([Comment.countDocuments({ memberId: member, createdAt: { $gt: since } }), Comment.exists({ memberId: member, bodyKey: foldText(body) })]);
      return { count, sameText: Boolean(same) };
    },
    hasApproved: async (memberId) => Boolean(await Comment.exists({ memberId: new Types.ObjectId(memberId), status: 'approved' })),
    async approvedPage(postId, skip, limit) {
      const top = { postId, status: 'approved' as const, parentId: null };
      const [docs, total, count] = await Promise.all([
        Comment.find(top).sort({ createdAt: 1, _id: 1 }).skip(skip).limit(limit).lean<CommentDoc[]>(),
        Comment.countDocuments(top),
        Comment.countDocuments({ postId, status: 'approved' }),
      ]);
      const replies = docs.length === 0 ? [] : await Comment.find({ postId, status: 'approved', parentId: { $in: docs.map((doc) => doc._id) } }).sort({ createdAt: 1, _id: 1 }).lean<CommentDoc[]>();
      return { threads: docs.map(toComment), replies: replies.map(toComment), total, count };
    },
    async list({ status, skip, limit }) {
      const filter = status ? { status } : {};
      const [docs, total] = await Promise.all([Comment.find(filter).sort({ createdAt: 1, _id: 1 }).skip(skip).limit(limit).lean<CommentDoc[]>(), Comment.countDocuments(filter)]);
      return { page: docs.map(toComment), total };
    },
    async counts() {
      const [approved, held] = await Promise.all([Comment.countDocuments({ status: 'approved' }), Comment.countDocuments({ status: 'held' })]);
      return { approved, held };
    },
  };
}
