import { Session } from './sessionModel.ts';

/** One signed-in session as stored: the cookie carries its id (signed). */
export interface StoredSession {
  id: string;
  username: string;
  /** Fingerprint of the credentials it was opened with. */
  credential: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The earlier of the absolute and the idle end; the record is removed then. */
  expiresAt: Date;
}

export interface SessionRepository {
  create(session: StoredSession): Promise<void>;
  findById(id: string): Promise<StoredSession | undefined>;
  /** Records a use; false when the session is gone (revoked elsewhere). */
  touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<boolean>;
  remove(id: string): Promise<void>;
}

/** Sessions in Mongoose, read and written by `_id` only. */
export function createSessionRepository(): SessionRepository {
  return {
    async create({ id, ...session }) {
      await Session.create({ _id: id, ...session });
    },
    async findById(id) {
      const doc = await Session.findById(id).lean();
      if (!doc) return undefined;
      const { _id, username, credential, createdAt, lastSeenAt, expiresAt } = doc;
      return { id: _id, username, credential, createdAt, lastSeenAt, expiresAt };
    },
    async touch(id, lastSeenAt, expiresAt) {
      return (await Session.updateOne({ _id: id }, { $set: { lastSeenAt, expiresAt } })).matchedCount > 0;
    },
    async remove(id) {
      await Session.deleteOne({ _id: id });
    },
  };
}
