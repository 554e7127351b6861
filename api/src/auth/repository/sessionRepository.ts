import { Session, type SessionDoc } from './sessionModel.ts';

/** One signed-in session as stored: the cookie carries its id (signed). */
export interface StoredSession {
  id: string;
  userId: number;
  /** The account's credential stamp when it was opened. */
  credential: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** A short label of the browser and system ("Firefox on Linux"); empty for sessions opened before it was kept. */
  device: string;
  /** The client's address at sign-in; empty for sessions opened before it was kept. */
  address: string;
  /** The earlier of the absolute and the idle end; the record is removed then. */
  expiresAt: Date;
}

export interface SessionRepository {
  create(session: StoredSession): Promise<void>;
  /** Undefined when there is none, or it predates staff accounts (no user id). */
  findById(id: string): Promise<StoredSession | undefined>;
  /** Records a use; false when the session is gone (revoked elsewhere). */
  touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<boolean>;
  /** The account's sessions still stored, oldest first. */
  listByUser(userId: number): Promise<StoredSession[]>;
  remove(id: string): Promise<void>;
  removeByUser(userId: number): Promise<void>;
}

const stored = ({ _id, userId, credential, createdAt, lastSeenAt, device, address, expiresAt }: SessionDoc): StoredSession => ({
  id: _id,
  userId,
  credential,
  createdAt,
  lastSeenAt,
  device: device ?? '',
  address: address ?? '',
  expiresAt,
});

/** Sessions in Mongoose, read and written by `_id` (and by user when an account's sessions all end). */
export function createSessionRepository(): SessionRepository {
  return {
    async create({ id, ...session }) {
      await Session.create({ _id: id, ...session });
    },
    async findById(id) {
      const doc = await Session.findById(id).lean();
      if (!doc || typeof doc.userId !== 'number') return undefined;
      return stored(doc);
    },
    async listByUser(userId) {
      return (await Session.find({ userId }).sort({ createdAt: 1 }).lean()).map(stored);
    },
    async touch(id, lastSeenAt, expiresAt) {
      return (await Session.updateOne({ _id: id }, { $set: { lastSeenAt, expiresAt } })).matchedCount > 0;
    },
    async remove(id) {
      await Session.deleteOne({ _id: id });
    },
    async removeByUser(userId) {
      await Session.deleteMany({ userId });
    },
  };
}
