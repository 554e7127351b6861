import type { ActivityAction } from '../../../common/activity.ts';
import { NO_ACTIVITY, type ActivityService } from '../activity/service.ts';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { credentialFingerprint } from '../auth/session.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { isDuplicateKey } from '../db/duplicateKey.ts';
import { slugError } from '../http/slug.ts';
import { NO_QUOTA, type MailQuota } from '../mail/quota.ts';
import { USER_MESSAGES } from './messages.ts';
import { checkPassword, hashPassword, passwordProblem } from './passwords.ts';
import type { NewUser, TokenKind, UserListQuery, UserRecord, UserRepository } from './repository/userRepository.ts';
import { hashLinkToken, newLinkToken, newStamp, parseAccountToken } from './tokens.ts';
import { atLeast, type ProfileFields, type Role, type StaffUser } from './user.ts';

/** An invitation link works for 7 days, a password-reset link for 1 hour. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
/** A link confirming a new email address works for 24 hours. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** The old address's link that puts it back works for 7 days; an account keeps the newest few. */
export const EMAIL_REVERT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const EMAIL_REVERTS_KEPT = 5;

/** Who is calling: the signed-in staff member. */
export type Actor = Pick<StaffUser, 'id' | 'role' | 'isOwner'> & { username?: string };

export interface UserChanges extends ProfileFields {
  username?: string;
  role?: Role;
  isActive?: boolean;
}

/** Where the links go: the mail is sent by the collaborator, the service only makes the tokens. */
export interface AccountMail {
  invitation(user: StaffUser, token: string): Promise<void>;
  reset(user: StaffUser, token: string): Promise<void>;
  /** The link confirming `email` as the account's new address, sent to that address. */
  emailChange(user: StaffUser, email: string, token: string): Promise<void>;
  /** To the account's current address: its address is changing to `email`; the link keeps (or puts back) the current one. */
  emailChangeNotice(user: StaffUser, email: string, token: string): Promise<void>;
  /** To `email`, which another staff account holds: someone asked for it, nothing changed. */
  emailTaken(user: StaffUser, email: string): Promise<void>;
}

/** Profile changes as the signed-in member sends them: a new address needs their current password. */
export interface ProfileChanges extends ProfileFields {
  currentPassword?: string;
}

export interface UserService {
  /** Creates the owner from ADMIN_USERNAME/ADMIN_PASSWORD on first start, and takes a changed ADMIN_PASSWORD as the owner's new one. */
  ensureOwner(): Promise<void>;
  /** The account these credentials open; 401 with the sign-in text otherwise, 403 when suspended. */
  authenticate(username: string, password: string): Promise<StaffUser>;
  /** The account behind a session, while it is active and its password is the one the session was opened with. */
  sessionUser(userId: number, credentialStamp: string): Promise<StaffUser | undefined>;
  list(actor: Actor, query: UserListQuery): Promise<{ page: StaffUser[]; total: number }>;
  get(actor: Actor, id: number): Promise<StaffUser>;
  invite(actor: Actor, input: { username: string; email: string; role: Role; displayName?: string }): Promise<StaffUser>;
  resendInvitation(actor: Actor, id: number): Promise<StaffUser>;
  update(actor: Actor, id: number, changes: UserChanges): Promise<StaffUser>;
  /** Deletes the account; its posts go to `inheritorId`. An invitation not yet accepted is revoked so (no posts to hand on). */
  remove(actor: Actor, id: number, inheritorId: number | undefined): Promise<StaffUser>;
  transferOwnership(actor: Actor, id: number): Promise<StaffUser>;
  acceptInvitation(token: string, password: string): Promise<StaffUser>;
  /** The account a live invitation or reset link opens, without using it up; undefined when it does not work. */
  linkAccount(kind: TokenKind, token: string): Promise<StaffUser | undefined>;
  /**
   * Counts the request against the address's limit (429 past it), then answers `mailed`: the
   * look-up and the mail, if the address is a staff member's. The caller answers the same either way.
   */
  requestReset(email: string): Promise<{ mailed: Promise<void> }>;
  confirmReset(token: string, password: string): Promise<StaffUser>;
  /** Sets a new password after checking the current one; every session of the account ends. */
  changePassword(actor: Actor, current: string, next: string): Promise<StaffUser>;
  /**
   * Saves name, bio, avatar and slug; a new email address needs the current password and only
   * takes effect from the link mailed to it, while the old address is told and can undo it.
   */
  updateProfile(actor: Actor, changes: ProfileChanges): Promise<StaffUser>;
  /** Makes the address a confirmation link was mailed to the account's email; the link works once. */
  confirmEmailChange(token: string): Promise<StaffUser>;
  /** The old address's link: puts it back, cancels a pending change, ends every session and reset link. */
  revertEmailChange(token: string): Promise<StaffUser>;
  /** The account an unused revert link belongs to, without using it; undefined when it does not work. */
  revertAccount(token: string): Promise<StaffUser | undefined>;
  /** The account if `actor` may manage it (editors: authors and viewers; the owner: only by the owner); 404 or 403 otherwise. */
  manageable(actor: Actor, id: number): Promise<StaffUser>;
}

export interface UserServiceDeps {
  repository: UserRepository;
  /** Ends every session of an account (suspension, password change, deletion). */
  endSessions(userId: number): Promise<void>;
  /** Hands every post of one account (null: posts from before staff accounts) to another. */
  reassignPosts(fromId: number | null, toId: number): Promise<void>;
  mail: AccountMail;
  /** Limits the mail staff make the site send, per sender and per recipient. */
  quota?: MailQuota;
  owner: { username: string; password: string; secret: string; siteUrl: string };
  /** Where invitations (sent, sent again, accepted), role, status, email and ownership changes, deletions, password resets and changes are recorded. */
  activity?: Pick<ActivityService, 'record'>;
  now?: () => number;
}

export function toStaffUser(record: UserRecord): StaffUser {
  const { id, username, email, role, isActive, isOwner, displayName, slug, bio, avatar, credentialStamp } = record;
  const status = record.passwordHash ? 'active' : 'invited';
  return { id, username, email, role, isActive, isOwner, displayName, slug, bio, avatar, status, credentialStamp, invitationExpiresAt: record.invitation?.expiresAt ?? null };
}

/** A slug from a name: lowercase letters and digits joined by hyphens. */
export const slugOf = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '') || 'staff';

const forbidden = (detail: string) => new HttpProblem(403, detail);
/** Only the fields given (an undefined one is left as it is). */
const given = <T extends object>(fields: T): Partial<T> => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
const USERNAME = /^[A-Za-z0-9._-]{2,40}$/;
/** What an invitation without a display name names the public page. */
const NEUTRAL_SLUG = /^author(-\d+)?$/;

export function createUserService({ repository, endSessions, reassignPosts, mail, quota = NO_QUOTA, owner: env, activity = NO_ACTIVITY, now = Date.now }: UserServiceDeps): UserService {
  const recordEntry = (actor: { username?: string } | null, action: ActivityAction, user: { id: number; username: string }, detail?: string) =>
    activity.record({ actor: actor?.username ?? null, action, subject: { type: 'user', id: String(user.id), title: user.username }, ...(detail ? { detail } : {}) });
  let ownerReady: Promise<void> | undefined;

  async function setUpOwner(): Promise<void> {
    const fingerprint = credentialFingerprint(env.username, env.password, env.secret);
    const owner = await repository.owner();
    if (owner) {
      // Posts from before staff accounts (and seeded ones) are the owner's.
      await reassignPosts(null, owner.id);
      if (owner.envCredential === fingerprint) return;
      // A changed ADMIN_PASSWORD is the owner's way back in: it becomes the password, old sessions end.
      await repository.update(owner.id, { passwordHash: await hashPassword(env.password), credentialStamp: newStamp(), envCredential: fingerprint, isActive: true });
      return;
    }
    const slug = slugOf(env.username);
    const record: NewUser = {
      username: env.username,
      email: `${slug}@${new URL(env.siteUrl).hostname}`,
      role: 'admin',
      isActive: true,
      isOwner: true,
      displayName: env.username,
      slug,
      bio: '',
      avatar: '',
      passwordHash: await hashPassword(env.password),
      credentialStamp: newStamp(),
      envCredential: fingerprint,
      invitation: null,
      reset: null,
    };
    try {
      await reassignPosts(null, (await repository.create(record)).id);
    } catch (error) {
      // Another instance on the same database created it first.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  const ensureOwner = () => {
    ownerReady ??= setUpOwner().catch((error: unknown) => {
      ownerReady = undefined;
      throw error;
    });
    return ownerReady;
  };

  const found = async (id: number): Promise<UserRecord> => {
    const record = await repository.get(id);
    if (!record) throw notFound(USER_MESSAGES.notFound);
    return record;
  };

  /** Editors act on authors and viewers only; only the owner acts on the owner. */
  const mayManage = (actor: Actor, target: UserRecord) => {
    if (target.isOwner && !actor.isOwner) throw forbidden(USER_MESSAGES.ownerEditsOwner);
    if (!atLeast(actor.role, 'admin') && atLeast(target.role, 'editor')) throw forbidden(USER_MESSAGES.editorLimit);
  };
  const mayGrant = (actor: Actor, role: Role) => {
    if (!atLeast(actor.role, 'admin') && atLeast(role, 'editor')) throw forbidden(USER_MESSAGES.editorLimit);
  };

  /** A public slug from the display name, numbered when another account has it; never from the sign-in name. */
  async function freeSlug(displayName: string): Promise<string> {
    const base = slugOf(displayName);
    for (let n = 1; n < 50; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await repository.bySlug(slug))) return slug;
    }
    return `${base}-${newStamp().toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 8)}`;
  }

  /** Writes, turning a unique-index clash into the 409 naming the field. */
  async function write<T>(fields: { username?: string; email?: string; slug?: string }, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const checks: [keyof typeof fields, (value: string) => Promise<UserRecord | null>, (value: string) => string][] = [
        ['username', repository.byUsername, USER_MESSAGES.usernameTaken],
        ['email', repository.byEmail, () => USER_MESSAGES.emailTaken],
      ];
      for (const [field, lookup, message] of checks) {
        const value = fields[field];
        if (value !== undefined && (await lookup(value))) throw new HttpProblem(409, message(value), { errors: { [field]: message(value) } });
      }
      const detail = USER_MESSAGES.slugTaken(fields.slug ?? '');
      throw new HttpProblem(409, detail, { errors: { slug: detail } });
    }
  }

  /** A refused new password is a 400 naming its body field. */
  const checkNewPassword = (password: string, field = 'password') => {
    const problem = passwordProblem(password);
    if (problem) throw validationProblem({ [field]: problem });
  };

  const checkFields = (changes: UserChanges) => {
    const errors: Record<string, string> = {};
    if (changes.username !== undefined && !USERNAME.test(changes.username)) {
      errors.username = 'A username has 2 to 40 letters, digits, dots, hyphens or underscores.';
    }
    if (changes.slug !== undefined) {
      const problem = slugError(changes.slug);
      if (problem) errors.slug = problem;
    }
    if (Object.keys(errors).length > 0) throw validationProblem(errors);
  };

  async function issueLink(record: UserRecord, kind: TokenKind, ttlMs: number): Promise<{ user: StaffUser; token: string }> {
    const { token, hash } = newLinkToken();
    const updated = await repository.update(record.id, { [kind]: { hash, expiresAt: new Date(now() + ttlMs) } });
    if (!updated) throw notFound(USER_MESSAGES.notFound);
    return { user: toStaffUser(updated), token };
  }

  /** The account a live link belongs to; the link stops working as it is used. */
  async function redeem(kind: TokenKind, token: string): Promise<UserRecord> {
    const record = token ? await repository.byToken(kind, hashLinkToken(token)) : null;
    const link = record?.[kind];
    if (!record || !link || link.expiresAt.getTime() <= now()) throw new HttpProblem(400, USER_MESSAGES.linkInvalid);
    return record;
  }

  /** A mailed link's page sets the password: the link is spent with it, and the user's sessions end. */
  async function setPasswordByLink(kind: 'invitation' | 'reset', token: string, password: string): Promise<StaffUser> {
    const record = await redeem(kind, token);
    checkNewPassword(password);
    return setPassword(record, password);
  }

  /**
   * Starts a change of `record`'s address to `email`: the link that confirms it goes to the new
   * address, a notice with a link that undoes it to the old one. Where another account holds the
   * new address, that address is only told: the caller's answer is the same either way.
   */
  async function startEmailChange(actor: Actor, record: UserRecord, email: string): Promise<StaffUser> {
    await quota.take('emailChange', { sender: actor.id, recipient: email });
    const user = toStaffUser(record);
    if (await repository.byEmail(email)) {
      await mail.emailTaken(user, email);
      await recordEntry(actor, 'user.emailChange', record, 'to an address another account holds: nothing changed');
      return user;
    }
    const confirm = newLinkToken();
    const revert = newLinkToken();
    const reverts = [...(record.emailReverts ?? []).filter((r) => r.expiresAt.getTime() > now()), { hash: revert.hash, email: record.email, expiresAt: new Date(now() + EMAIL_REVERT_TTL_MS) }];
    const pending = await repository.update(record.id, {
      emailChange: { hash: confirm.hash, email, expiresAt: new Date(now() + EMAIL_CHANGE_TTL_MS) },
      emailReverts: reverts.slice(-EMAIL_REVERTS_KEPT),
    });
    if (!pending) throw notFound(USER_MESSAGES.notFound);
    await mail.emailChange(toStaffUser(pending), email, confirm.token);
    await mail.emailChangeNotice(toStaffUser(pending), email, `${record.id}.${revert.token}`);
    await recordEntry(actor, 'user.emailChange', record, actor.id === record.id ? undefined : 'started by an administrator');
    return toStaffUser(pending);
  }

  /**
   * An account invited without a display name has a neutral slug (`author-N`); the first name it is
   * given names its public page. A slug that is a name already stays, so its links keep working.
   */
  async function slugFollowingName(current: UserRecord, { displayName, slug }: ProfileFields): Promise<{ slug?: string }> {
    const name = displayName?.trim();
    if (!name || slug !== undefined || !NEUTRAL_SLUG.test(current.slug) || slugOf(name) === current.slug) return {};
    return { slug: await freeSlug(name) };
  }

  /** The account and the live revert link a token names, or undefined. */
  async function revertLink(token: string) {
    const parsed = parseAccountToken(token);
    const record = parsed && (await repository.get(parsed.id));
    const hash = parsed && hashLinkToken(parsed.token);
    const link = record?.emailReverts?.find((r) => r.hash === hash && r.expiresAt.getTime() > now());
    return record && link ? { record, link } : undefined;
  }

  /** A new password also cancels a pending email change and every outstanding reset or invitation link. */
  async function setPassword(record: UserRecord, password: string): Promise<StaffUser> {
    const updated = await repository.update(record.id, { passwordHash: await hashPassword(password), credentialStamp: newStamp(), invitation: null, reset: null, emailChange: null });
    if (!updated) throw notFound(USER_MESSAGES.notFound);
    await endSessions(record.id);
    return toStaffUser(updated);
  }

  return {
    ensureOwner,

    async authenticate(username, password) {
      await ensureOwner();
      const record = await repository.byUsername(username);
      const matches = await checkPassword(record?.passwordHash ?? null, password);
      // A suspended account is answered as a wrong password: the answer tells nothing about it.
      if (!record || !matches || !record.isActive) throw new HttpProblem(401, AUTH_MESSAGES.invalidCredentials);
      return toStaffUser(record);
    },

    async sessionUser(userId, credentialStamp) {
      await ensureOwner();
      const record = await repository.get(userId);
      if (!record || !record.isActive || !record.passwordHash || record.credentialStamp !== credentialStamp) return undefined;
      return toStaffUser(record);
    },

    async list(_actor, query) {
      const { page, total } = await repository.list(query);
      return { page: page.map(toStaffUser), total };
    },

    get: async (_actor, id) => toStaffUser(await found(id)),

    async invite(actor, { username, email, role, displayName }) {
      mayGrant(actor, role);
      checkFields({ username });
      await quota.take('invitation', { sender: actor.id, recipient: email });
      const name = displayName?.trim() || username;
      // The public author page is named after the display name, or a neutral one: never the sign-in name.
      const slug = await freeSlug(displayName?.trim() || 'author');
      const fields: NewUser = {
        username,
        email,
        role,
        isActive: true,
        isOwner: false,
        displayName: name,
        slug,
        bio: '',
        avatar: '',
        passwordHash: null,
        credentialStamp: newStamp(),
        envCredential: null,
        invitation: null,
        reset: null,
      };
      const created = await write({ username, email, slug }, () => repository.create(fields));
      const { user, token } = await issueLink(created, 'invitation', INVITATION_TTL_MS);
      await mail.invitation(user, token);
      await recordEntry(actor, 'user.invite', user, `as ${role}`);
      return user;
    },

    async resendInvitation(actor, id) {
      const record = await found(id);
      mayManage(actor, record);
      if (record.passwordHash) throw new HttpProblem(409, USER_MESSAGES.notInvited);
      await quota.take('invitation', { sender: actor.id, recipient: record.email });
      const { user, token } = await issueLink(record, 'invitation', INVITATION_TTL_MS);
      await mail.invitation(user, token);
      await recordEntry(actor, 'user.reinvite', user);
      return user;
    },

    async update(actor, id, changes) {
      const record = await found(id);
      mayManage(actor, record);
      checkFields(changes);
      const roleChanges = changes.role !== undefined && changes.role !== record.role;
      const statusChanges = changes.isActive !== undefined && changes.isActive !== record.isActive;
      if ((roleChanges || statusChanges) && record.id === actor.id) throw forbidden(USER_MESSAGES.notYourself);
      if (record.isOwner && (roleChanges || changes.isActive === false)) throw forbidden(USER_MESSAGES.ownerProtected);
      if (changes.role !== undefined) mayGrant(actor, changes.role);
      const { email: asked, ...direct } = changes;
      const email = asked?.trim();
      const newEmail = email !== undefined && email !== record.email ? email : null;
      // Nobody sets another person's address: an admin may only start the confirmed change for them.
      if (newEmail && record.id === actor.id) throw forbidden(USER_MESSAGES.ownEmailOnProfile);
      if (newEmail && !atLeast(actor.role, 'admin')) throw forbidden(USER_MESSAGES.emailByAdmin);
      const fields = { ...given(direct), ...(await slugFollowingName(record, direct)) };
      const updated = await write(fields, () => repository.update(id, fields));
      if (!updated) throw notFound(USER_MESSAGES.notFound);
      const answer = newEmail ? await startEmailChange(actor, updated, newEmail) : toStaffUser(updated);
      // A suspension ends the account's sessions at once.
      if (changes.isActive === false) await endSessions(id);
      if (roleChanges) await recordEntry(actor, 'user.role', updated, `${record.role} to ${updated.role}`);
      if (statusChanges) await recordEntry(actor, updated.isActive ? 'user.reactivate' : 'user.suspend', updated);
      return answer;
    },

    async remove(actor, id, inheritorId) {
      const record = await found(id);
      mayManage(actor, record);
      if (record.isOwner) throw forbidden(USER_MESSAGES.ownerProtected);
      if (record.id === actor.id) throw forbidden(USER_MESSAGES.notYourself);
      if (record.passwordHash) {
        const inheritor = inheritorId === undefined || inheritorId === id ? null : await repository.get(inheritorId);
        if (!inheritor || !inheritor.isActive || !inheritor.passwordHash || !atLeast(inheritor.role, 'author')) {
          throw validationProblem({ 'query.inheritorId': USER_MESSAGES.inheritor });
        }
        await reassignPosts(id, inheritor.id);
      }
      await endSessions(id);
      await repository.remove(id);
      await recordEntry(actor, 'user.delete', record);
      return toStaffUser(record);
    },

    async transferOwnership(actor, id) {
      if (!actor.isOwner) throw forbidden(USER_MESSAGES.onlyOwnerTransfers);
      const target = await found(id);
      if (target.id === actor.id || target.role !== 'admin' || !target.isActive || !target.passwordHash) {
        throw forbidden(USER_MESSAGES.transferTarget);
      }
      await repository.update(id, { isOwner: true, envCredential: (await found(actor.id)).envCredential });
      await repository.update(actor.id, { isOwner: false, envCredential: null });
      const owner = toStaffUser(await found(id));
      await recordEntry(actor, 'user.transferOwnership', owner);
      return owner;
    },

    linkAccount: (kind, token) => redeem(kind, token).then(toStaffUser, () => undefined),

    async acceptInvitation(token, password) {
      const user = await setPasswordByLink('invitation', token, password);
      await recordEntry(user, 'user.join', user);
      return user;
    },

    async requestReset(email) {
      await quota.take('passwordReset', { recipient: email });
      const mailed = (async () => {
        const record = await repository.byEmail(email.trim());
        if (!record || !record.isActive || !record.passwordHash) return;
        const { user, token } = await issueLink(record, 'reset', RESET_TTL_MS);
        await mail.reset(user, token);
        await recordEntry(null, 'auth.passwordResetRequest', user);
      })();
      return { mailed };
    },

    async confirmReset(token, password) {
      const user = await setPasswordByLink('reset', token, password);
      await recordEntry(null, 'auth.passwordReset', user);
      return user;
    },

    async changePassword(actor, current, next) {
      const record = await found(actor.id);
      if (!(await checkPassword(record.passwordHash, current))) throw validationProblem({ currentPassword: USER_MESSAGES.wrongPassword });
      checkNewPassword(next, 'newPassword');
      const user = await setPassword(record, next);
      await recordEntry(actor, 'auth.passwordChange', user);
      return user;
    },

    async manageable(actor, id) {
      const record = await found(id);
      mayManage(actor, record);
      return toStaffUser(record);
    },

    async updateProfile(actor, changes) {
      const { displayName, bio, avatar, slug } = changes;
      checkFields({ slug });
      const current = await found(actor.id);
      const email = changes.email?.trim();
      const newEmail = email !== undefined && email !== current.email ? email : null;
      // Whoever holds a session alone cannot move the account to their own mailbox.
      if (newEmail && !(await checkPassword(current.passwordHash, changes.currentPassword ?? ''))) {
        throw validationProblem({ currentPassword: changes.currentPassword ? USER_MESSAGES.wrongPassword : USER_MESSAGES.passwordForEmail });
      }
      const fields = { ...given({ displayName, bio, avatar, slug }), ...(await slugFollowingName(current, changes)) };
      const updated = Object.keys(fields).length ? await write(fields, () => repository.update(actor.id, fields)) : current;
      if (!updated) throw notFound(USER_MESSAGES.notFound);
      return newEmail ? startEmailChange(actor, updated, newEmail) : toStaffUser(updated);
    },

    async confirmEmailChange(token) {
      const record = await redeem('emailChange', token);
      const email = record.emailChange!.email;
      // Reset links went to the old address: they stop with it.
      const updated = await write({ email }, () => repository.update(record.id, { email, emailChange: null, reset: null }));
      if (!updated) throw notFound(USER_MESSAGES.notFound);
      await recordEntry(updated, 'user.emailConfirm', updated);
      return toStaffUser(updated);
    },

    revertAccount: async (token) => {
      const found = await revertLink(token);
      return found && toStaffUser(found.record);
    },

    async revertEmailChange(token) {
      const found = await revertLink(token);
      if (!found) throw new HttpProblem(400, USER_MESSAGES.linkInvalid);
      const { record, link } = found;
      // The address goes back unless another account took it meanwhile; everything else is undone regardless.
      const email = link.email !== record.email && !(await repository.byEmail(link.email)) ? link.email : record.email;
      const updated = await repository.update(record.id, {
        email,
        emailChange: null,
        reset: null,
        credentialStamp: newStamp(),
        emailReverts: (record.emailReverts ?? []).filter((r) => r.hash !== link.hash),
      });
      if (!updated) throw notFound(USER_MESSAGES.notFound);
      await endSessions(record.id);
      await recordEntry(null, 'user.emailRevert', updated, 'from the link mailed to the old address: every session ended');
      return toStaffUser(updated);
    },
  };
}
