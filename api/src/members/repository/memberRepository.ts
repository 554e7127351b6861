import { isValidObjectId, Types } from 'mongoose';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import type { MemberRecord } from '../member.ts';
import { Member, MemberLink, MemberSession, type MemberDoc } from './model.ts';

/** Every read and write of members, their sign-in links and their sessions. */
export interface MemberRepository {
  saveLink(link: { hash: string; email: string; returnTo: string; expiresAt: Date }): Promise<void>;
  /** Marks a live, unused link used and gives what it carried; null when there is none such. */
  useLink(hash: string, now: Date): Promise<{ email: string; returnTo: string } | null>;
  /** Whether a link is live and unused (the page before the button). */
  linkLive(hash: string, now: Date): Promise<boolean>;
  /** The member of this address, created with `displayName` when there is none. */
  memberOfEmail(email: string, displayName: string, now: Date): Promise<MemberRecord>;
  get(id: string): Promise<MemberRecord | null>;
  /** The member of this address, if there is one. */
  ofEmail(email: string): Promise<MemberRecord | null>;
  rename(id: string, displayName: string): Promise<MemberRecord | null>;
  /** Removes the member and every session of theirs. */
  remove(id: string): Promise<MemberRecord | null>;
  /** The display names of these members (the ones still there). */
  namesOf(ids: string[]): Promise<Map<string, string>>;
  /** Marks a member blocked; false when there is no such member. */
  block(id: string, at: Date): Promise<boolean>;
  openSession(hash: string, memberId: string, expiresAt: Date): Promise<void>;
  /** The member a live session belongs to. */
  sessionMember(hash: string, now: Date): Promise<string | null>;
  closeSession(hash: string): Promise<void>;
}

/** Ended links are kept an hour, then removed when a new link is saved. */
const LINK_KEPT_MS = 60 * 60 * 1000;

const toMember = ({ _id, email, displayName, createdAt, blockedAt }: MemberDoc): MemberRecord => ({
  id: String(_id),
  email,
  displayName,
  createdAt: new Date(createdAt).toISOString(),
  blocked: blockedAt != null,
});

const objectId = (id: string) => (isValidObjectId(id) && /^[0-9a-f]{24}$/.test(id) ? new Types.ObjectId(id) : null);

export function createMemberRepository(): MemberRepository {
  const find = async (emailKey: string) => Member.findOne({ emailKey }).lean<MemberDoc>();
  return {
    async saveLink({ hash, email, returnTo, expiresAt }) {
      await MemberLink.deleteMany({ expiresAt: { $lte: new Date(Date.now() - LINK_KEPT_MS) } });
      await MemberLink.create({ _id: hash, email, returnTo, expiresAt, usedAt: null });
    },
    async useLink(hash, now) {
      const doc = await MemberLink.findOneAndUpdate({ _id: hash, usedAt: null, expiresAt: { $gt: now } }, { $set: { usedAt: now } }, { lean: true });
      return doc ? { email: doc.email, returnTo: doc.returnTo } : null;
    },
    linkLive: async (hash, now) => Boolean(await MemberLink.exists({ _id: hash, usedAt: null, expiresAt: { $gt: now } })),
    async memberOfEmail(email, displayName, now) {
      const emailKey = email.toLowerCase();
      const existing = await find(emailKey);
      if (existing) return toMember(existing);
      try {
        return toMember((await Member.create({ email, emailKey, displayName, createdAt: now })).toObject());
      } catch (error) {
        // Two links of one address followed at once: the other made the member.
        if (!isDuplicateKey(error)) throw error;
        return toMember((await find(emailKey))!);
      }
    },
    async ofEmail(email) {
      const doc = await find(email.toLowerCase());
      return doc ? toMember(doc) : null;
    },
    async get(id) {
      const _id = objectId(id);
      const doc = _id && (await Member.findById(_id).lean<MemberDoc>());
      return doc ? toMember(doc) : null;
    },
    async rename(id, displayName) {
      const _id = objectId(id);
      const doc = _id && (await Member.findByIdAndUpdate(_id, { $set: { displayName } }, { returnDocument: 'after', lean: true }));
      return doc ? toMember(doc as MemberDoc) : null;
    },
    async remove(id) {
      const _id = objectId(id);
      if (!_id) return null;
      const doc = await Member.findByIdAndDelete(_id, { lean: true });
      await MemberSession.deleteMany({ memberId: _id });
      return doc ? toMember(doc as MemberDoc) : null;
    },
    async namesOf(ids) {
      const valid = ids.map(objectId).filter((id) => id !== null);
      const docs = valid.length === 0 ? [] : await Member.find({ _id: { $in: valid } }, { displayName: 1 }).lean<Pick<MemberDoc, '_id' | 'displayName'>[]>();
      return new Map(docs.map((doc) => [String(doc._id), doc.displayName]));
    },
    async block(id, at) {
      const _id = objectId(id);
      return Boolean(_id && (await Member.findByIdAndUpdate(_id, { $set: { blockedAt: at } }, { lean: true })));
    },
    async openSession(hash, memberId, expiresAt) {
      const member = new Types.ObjectId(memberId);
      // The member's ended sessions go as a new one opens (reads ignore them anyway).
      await MemberSession.deleteMany({ memberId: member, expiresAt: { $lte: new Date() } });
      await MemberSession.create({ _id: hash, memberId: member, expiresAt });
    },
    async sessionMember(hash, now) {
      const doc = await MemberSession.findOne({ _id: hash, expiresAt: { $gt: now } }).lean();
      return doc ? String(doc.memberId) : null;
    },
    async closeSession(hash) {
      await MemberSession.deleteOne({ _id: hash });
    },
  };
}
