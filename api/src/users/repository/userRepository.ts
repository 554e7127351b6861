import { insertWithNewId } from '../../db/counters.ts';
import { User, type EmailChangeRecord, type TokenRecord, type UserDoc } from './model.ts';

/** A stored account in domain terms: `_id` becomes `id`. */
export type UserRecord = Omit<UserDoc, '_id'> & { id: number };
export type NewUser = Omit<UserDoc, '_id'>;
export type TokenKind = 'invitation' | 'reset' | 'emailChange';
export type { EmailChangeRecord, TokenRecord };

export interface UserListQuery {
  /** Username, email or role contains this (case-insensitive, already escaped). */
  q?: RegExp;
  ids?: number[];
  sort: { field: 'id' | 'username' | 'email' | 'role' | 'isActive'; direction: 1 | -1 };
  skip: number;
  /** 0: no limit */
  limit: number;
}

export interface UserRepository {
  count(): Promise<number>;
  list(query: UserListQuery): Promise<{ page: UserRecord[]; total: number }>;
  get(id: number): Promise<UserRecord | null>;
  owner(): Promise<UserRecord | null>;
  byUsername(username: string): Promise<UserRecord | null>;
  byEmail(email: string): Promise<UserRecord | null>;
  bySlug(slug: string): Promise<UserRecord | null>;
  byToken(kind: TokenKind, hash: string): Promise<UserRecord | null>;
  /** Throws the duplicate-key error (code 11000) when the username, email or slug is taken. */
  create(user: NewUser): Promise<UserRecord>;
  /** Null when no account has the id; duplicate-key error as for create. */
  update(id: number, changes: Partial<NewUser>): Promise<UserRecord | null>;
  remove(id: number): Promise<UserRecord | null>;
}

function toRecord(doc: UserDoc): UserRecord {
  const { _id, username, email, role, isActive, isOwner, displayName, slug, bio, avatar, passwordHash, credentialStamp, envCredential, invitation, reset, emailChange, emailReverts } = doc;
  const token = (value: TokenRecord | null | undefined) => (value?.hash ? { hash: value.hash, expiresAt: value.expiresAt } : null);
  const change: EmailChangeRecord | null = emailChange?.hash ? { hash: emailChange.hash, expiresAt: emailChange.expiresAt, email: emailChange.email } : null;
  return { id: _id, username, email, role, isActive, isOwner, displayName, slug, bio, avatar, passwordHash, credentialStamp, envCredential: envCredential ?? null, invitation: token(invitation), reset: token(reset), emailChange: change, emailReverts: (emailReverts ?? []).map(({ hash, expiresAt, email: old }) => ({ hash, expiresAt, email: old })) };
}
const orNull = (doc: UserDoc | null) => (doc ? toRecord(doc) : null);

/** Staff accounts in Mongoose; a handful of records, so lists are filtered by the database and paged there. */
export function createUserRepository(): UserRepository {
  return {
    count: () => User.countDocuments(),
    async list({ q, ids, sort, skip, limit }) {
      const filter: Record<string, unknown> = {};
      if (q) filter.$or = [{ username: q }, { email: q }, { role: q }, { displayName: q }];
      if (ids) filter._id = { $in: ids };
      const field = sort.field === 'id' ? '_id' : sort.field;
      const query = User.find(filter).sort({ [field]: sort.direction, _id: sort.direction }).skip(skip);
      const [docs, total] = await Promise.all([(limit > 0 ? query.limit(limit) : query).lean<UserDoc[]>(), User.countDocuments(filter)]);
      return { page: docs.map(toRecord), total };
    },
    get: async (id) => orNull(await User.findById(id).lean<UserDoc>()),
    owner: async () => orNull(await User.findOne({ isOwner: true }).lean<UserDoc>()),
    byUsername: async (username) => orNull(await User.findOne({ username }).lean<UserDoc>()),
    byEmail: async (email) => orNull(await User.findOne({ email }).lean<UserDoc>()),
    bySlug: async (slug) => orNull(await User.findOne({ slug }).lean<UserDoc>()),
    byToken: async (kind, hash) => orNull(await User.findOne({ [`${kind}.hash`]: hash }).lean<UserDoc>()),
    create: (user) =>
      insertWithNewId(
        'users',
        async (id) => toRecord((await User.create({ _id: id, ...user })).toObject() as UserDoc),
        async () => {
          // A clash on the username, email or slug is real; one on the id draws again.
          const taken = await User.exists({ $or: [{ username: user.username }, { email: user.email }, { slug: user.slug }] });
          if (taken) throw Object.assign(new Error('taken'), { code: 11000 });
        },
        (id) => User.deleteOne({ _id: id, username: user.username }),
      ),
    update: async (id, changes) => orNull(await User.findOneAndUpdate({ _id: id }, { $set: changes }, { returnDocument: 'after' }).lean<UserDoc>()),
    remove: async (id) => orNull(await User.findOneAndDelete({ _id: id }).lean<UserDoc>()),
  };
}
