import { Types } from 'mongoose';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import type { CommentStatus } from '../../../../common/comments.ts';
import type { CommentRecord, CommentTarget, NewComment } from '../comment.ts';
import { Comment, CommentReport, type CommentDoc } from './model.ts';

/** Every read and write of comments. */
export interface CommentRepository extends Forgets {
  create(comment: NewComment): Promise<CommentRecord>;
  get(id: string): Promise<CommentRecord | null>;
  edit(id: string, body: string, editedAt: Date): Promise<CommentRecord | null>;
  /** A moderator's verdict: the new status, and the reports so far cleared. */
  setStatus(id: string, status: CommentStatus): Promise<CommentRecord | null>;
  /** Counts one member's report of a comment; `counted` is false when they had reported it before. */
  report(id: string, memberId: string, at: Date): Promise<{ counted: boolean; comment: CommentRecord | null }>;
  /** Hides an approved comment with at least `threshold` reports (status `reported`); null when it is not such. */
  hideReported(id: string, threshold: number): Promise<CommentRecord | null>;
  /** Marks every held comment no digest has mailed as this run's, and gives them (each is claimed by one run only). */
  claimHeldForDigest(run: string): Promise<CommentRecord[]>;
  /** How many reports the member sent since `since`. */
  reportsOfMemberSince(memberId: string, since: Date): Promise<number>;
  /** Removes a comment and its replies. */
  remove(id: string): Promise<CommentRecord | null>;
  removeOfMember(memberId: string): Promise<void>;
  /** Sets every held comment of a member to `status`. */
  settleHeldOfMember(memberId: string, status: CommentStatus): Promise<CommentRecord[]>;
  ofMember(memberId: string): Promise<CommentRecord[]>;
  /** The keyed hashes of the client addresses the member's comments came from, each once. */
  addressKeysOf(memberId: string): Promise<string[]>;
  /**
   * What a new comment of the member is checked against: how many they sent since `since`,
   * whether any of theirs had this text, and whether any was approved (one read of theirs).
   */
  historyOf(memberId: string, since: Date, body: string): Promise<{ recent: number; sameText: boolean; approved: boolean }>;
  /** What `historyOf` weighs, of every comment (one read, for a copy kept in memory). */
  histories(): Promise<CommentHistory[]>;
  /** A window of a post's or page's approved top-level comments, oldest first, with their approved replies. */
  approvedPage(target: CommentTarget, skip: number, limit: number): Promise<{ threads: CommentRecord[]; replies: CommentRecord[]; total: number; count: number }>;
  /** The comments with `status`, oldest first. */
  list(query: { status?: CommentStatus; skip: number; limit: number }): Promise<{ page: CommentRecord[]; total: number }>;
  counts(): Promise<{ approved: number; held: number }>;
  /** How many approved comments each post got between `from` (included) and `to` (excluded). */
  approvedPerPost(from: Date, to: Date): Promise<Map<number, number>>;
}

/** The fields of a comment its member's next comment is checked against. */
export interface CommentHistory {
  id: string;
  memberId: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The text folded (`foldText`). */
  bodyKey: string;
  status: CommentStatus;
}

/** Forgets what it holds in memory, after the database changed under it (a restore). */
export interface Forgets {
  forget?(): void;
  /** Reads what it keeps in memory now, so the first request does not wait for it. */
  warm?(): Promise<void>;
}

/** The stored field naming a target: a post's comment keeps `postId` (as every comment did before pages took them), a page's `pageId`. */
const targetFilter = ({ kind, id }: CommentTarget) => (kind === 'page' ? { pageId: id } : { postId: id });

const toComment = ({ _id, postId, pageId, parentId, memberId, authorName, body, status, createdAt, editedAt, reports }: CommentDoc): CommentRecord => ({
  id: String(_id),
  target: typeof pageId === 'number' ? { kind: 'page', id: pageId } : { kind: 'post', id: postId ?? 0 },
  parentId: parentId ? String(parentId) : null,
  memberId: String(memberId),
  ...(authorName ? { authorName } : {}),
  body,
  status,
  createdAt: new Date(createdAt).toISOString(),
  editedAt: editedAt ? new Date(editedAt).toISOString() : null,
  reports: reports ?? 0,
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
    async create({ target, parentId, memberId, ...rest }) {
      const doc = await Comment.create({ ...rest, ...targetFilter(target), parentId: parentId ? new Types.ObjectId(parentId) : null, memberId: new Types.ObjectId(memberId), bodyKey: foldText(rest.body), editedAt: null });
      return toComment(doc.toObject());
    },
    get: (id) => byId(id, (_id) => Comment.findById(_id).lean()),
    edit: (id, body, editedAt) => byId(id, (_id) => Comment.findByIdAndUpdate(_id, { $set: { body, bodyKey: foldText(body), editedAt } }, { returnDocument: 'after', lean: true })),
    setStatus: (id, status) => byId(id, (_id) => Comment.findByIdAndUpdate(_id, { $set: { status, reports: 0 } }, { returnDocument: 'after', lean: true })),
    async report(id, memberId, at) {
      const _id = objectId(id);
      if (!_id) return { counted: false, comment: null };
      try {
        await CommentReport.create({ commentId: _id, memberId: new Types.ObjectId(memberId), createdAt: at });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return { counted: false, comment: await byId(id, (doc) => Comment.findById(doc).lean()) };
      }
      return { counted: true, comment: await byId(id, (doc) => Comment.findByIdAndUpdate(doc, { $inc: { reports: 1 } }, { returnDocument: 'after', lean: true })) };
    },
    hideReported: (id, threshold) =>
      byId(id, (_id) => Comment.findOneAndUpdate({ _id, status: 'approved', reports: { $gte: threshold } }, { $set: { status: 'reported' } }, { returnDocument: 'after', lean: true })),
    async claimHeldForDigest(run) {
      await Comment.updateMany({ status: 'held', digestRun: null }, { $set: { digestRun: run } });
      return (await Comment.find({ digestRun: run, status: 'held' }).sort({ createdAt: 1, _id: 1 }).lean<CommentDoc[]>()).map(toComment);
    },
    reportsOfMemberSince: (memberId, since) => CommentReport.countDocuments({ memberId: new Types.ObjectId(memberId), createdAt: { $gt: since } }),
    async remove(id) {
      const removed = await byId(id, (_id) => Comment.findByIdAndDelete(_id, { lean: true }));
      if (removed) {
        const replies = await Comment.find({ parentId: new Types.ObjectId(removed.id) }, { _id: 1 }).lean();
        await Comment.deleteMany({ parentId: new Types.ObjectId(removed.id) });
        await CommentReport.deleteMany({ commentId: { $in: [new Types.ObjectId(removed.id), ...replies.map((doc) => doc._id)] } });
      }
      return removed;
    },
    async removeOfMember(memberId) {
      const member = new Types.ObjectId(memberId);
      const own = await Comment.find({ memberId: member }, { _id: 1 }).lean();
      const gone = { $or: [{ memberId: member }, { parentId: { $in: own.map((doc) => doc._id) } }] };
      const ids = (await Comment.find(gone, { _id: 1 }).lean()).map((doc) => doc._id);
      await Comment.deleteMany(gone);
      await CommentReport.deleteMany({ $or: [{ commentId: { $in: ids } }, { memberId: member }] });
    },
    async settleHeldOfMember(memberId, status) {
      const filter = { memberId: new Types.ObjectId(memberId), status: 'held' as const };
      const held = await Comment.find(filter).lean<CommentDoc[]>();
      await Comment.updateMany(filter, { $set: { status } });
      return held.map((doc) => toComment({ ...doc, status }));
    },
    ofMember: async (memberId) => (await Comment.find({ memberId: new Types.ObjectId(memberId) }).sort({ createdAt: -1 }).lean<CommentDoc[]>()).map(toComment),
    async addressKeysOf(memberId) {
      const docs = await Comment.find({ memberId: new Types.ObjectId(memberId) }, { addressKey: 1 }).lean<Pick<CommentDoc, 'addressKey'>[]>();
      return [...new Set(docs.flatMap(({ addressKey }) => (addressKey ? [addressKey] : [])))];
    },
    async historyOf(memberId, since, body) {
      // One query: on FerretDB each filter other than `{ _id }` reads the whole collection.
      const own = await Comment.find({ memberId: new Types.ObjectId(memberId) }, { createdAt: 1, bodyKey: 1, status: 1 }).lean<Pick<CommentDoc, 'createdAt' | 'bodyKey' | 'status'>[]>();
      const key = foldText(body);
      return {
        recent: own.filter((doc) => doc.createdAt > since).length,
        sameText: own.some((doc) => doc.bodyKey === key),
        approved: own.some((doc) => doc.status === 'approved'),
      };
    },
    async histories() {
      const docs = await Comment.find({}, { memberId: 1, createdAt: 1, bodyKey: 1, status: 1 }).lean<Pick<CommentDoc, '_id' | 'memberId' | 'createdAt' | 'bodyKey' | 'status'>[]>();
      return docs.map((doc) => ({ id: String(doc._id), memberId: String(doc.memberId), createdAt: new Date(doc.createdAt).getTime(), bodyKey: doc.bodyKey, status: doc.status }));
    },
    async approvedPage(target, skip, limit) {
      const on = targetFilter(target);
      const top = { ...on, status: 'approved' as const, parentId: null };
      const [docs, total, count] = await Promise.all([
        Comment.find(top).sort({ createdAt: 1, _id: 1 }).skip(skip).limit(limit).lean<CommentDoc[]>(),
        Comment.countDocuments(top),
        Comment.countDocuments({ ...on, status: 'approved' }),
      ]);
      const replies = docs.length === 0 ? [] : await Comment.find({ ...on, status: 'approved', parentId: { $in: docs.map((doc) => doc._id) } }).sort({ createdAt: 1, _id: 1 }).lean<CommentDoc[]>();
      return { threads: docs.map(toComment), replies: replies.map(toComment), total, count };
    },
    async list({ status, skip, limit }) {
      const filter = status ? { status } : {};
      const [docs, total] = await Promise.all([Comment.find(filter).sort({ createdAt: 1, _id: 1 }).skip(skip).limit(limit).lean<CommentDoc[]>(), Comment.countDocuments(filter)]);
      return { page: docs.map(toComment), total };
    },
    async approvedPerPost(from, to) {
      const docs = await Comment.find({ status: 'approved', createdAt: { $gte: from, $lt: to } }, { postId: 1 }).lean<Pick<CommentDoc, 'postId'>[]>();
      const perPost = new Map<number, number>();
      // Comments on static pages have no post.
      for (const { postId } of docs) if (typeof postId === 'number') perPost.set(postId, (perPost.get(postId) ?? 0) + 1);
      return perPost;
    },
    async counts() {
      const [approved, held] = await Promise.all([Comment.countDocuments({ status: 'approved' }), Comment.countDocuments({ status: 'held' })]);
      return { approved, held };
    },
  };
}
