import { DEFAULT_DISPLAY_NAME, DISPLAY_NAME_MAX, MEMBER_LINK_TTL_MS, MEMBER_MESSAGES, MEMBER_SESSION_TTL_MS } from '../../../common/members.ts';
import { longerThan } from '../../../common/characters.ts';
import { notFound, validationProblem } from '../http/problem.ts';
import type { MailQuota } from '../mail/quota.ts';
import { normaliseEmail } from '../newsletter/email.ts';
import { hashLinkToken, newLinkToken } from '../users/tokens.ts';
import type { MemberComment, MemberRecord } from './member.ts';
import type { MemberRepository } from './repository/memberRepository.ts';

/** Sends a sign-in link; the URL opens the link's page. */
export type MemberMail = (to: string, url: string) => Promise<void>;

/** A site path a member may be sent back to after signing in; anything else is the home page. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9/_-]{0,200}$/;

export interface MemberServiceDeps {
  repository: MemberRepository;
  mail: MemberMail;
  quota: MailQuota;
  /** The URL of the link page for a token. */
  linkUrl: (token: string) => string;
  /** Settles what a leaving member wrote (their comments stay or go, by the setting). */
  onRemove?: (memberId: string) => Promise<void>;
  /** Removes every comment of a member, whatever the setting (an erasure). */
  eraseComments?: (memberId: string) => Promise<void>;
  /** A member's comments, for their data export. */
  commentsOf?: (memberId: string) => Promise<MemberComment[]>;
  now?: () => number;
}

/** Text on one line, trimmed, 1 to DISPLAY_NAME_MAX characters. */
export function readDisplayName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || longerThan(name, DISPLAY_NAME_MAX) || /[\u0000-\u001f\u007f\u2028\u2029]/.test(name)) throw validationProblem({ displayName: MEMBER_MESSAGES.displayNameInvalid });
  return name;
}

export function createMemberService({ repository, mail, quota, linkUrl, onRemove, eraseComments, commentsOf = async () => [], now = Date.now }: MemberServiceDeps) {
  const at = () => new Date(now());
  const tokenHash = (token: unknown) => (typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? hashLinkToken(token) : undefined);
  const found = async (id: string) => (await repository.get(id)) ?? Promise.reject(notFound('Member'));

  return {
    /**
     * Checks the address and counts the mail against the limits (429 past them), then gives the
     * work of storing and mailing the link, to run after the answer: the answer is the same for
     * any address, known or not.
     */
    async requestLink(rawEmail: unknown, rawReturnTo: unknown, client: string): Promise<() => Promise<void>> {
      const email = normaliseEmail(rawEmail);
      if (!email) throw validationProblem({ email: MEMBER_MESSAGES.invalidEmail });
      const returnTo = typeof rawReturnTo === 'string' && SITE_PATH.test(rawReturnTo) ? rawReturnTo : '/';
      await quota.take('memberSignIn', { sender: client, recipient: email });
      return async () => {
        const { token, hash } = newLinkToken();
        await repository.saveLink({ hash, email, returnTo, expiresAt: new Date(now() + MEMBER_LINK_TTL_MS) });
        await mail(email, linkUrl(token));
      };
    },

    /** Whether a link can still sign in (its page asks before using it up). */
    async linkLive(token: unknown): Promise<boolean> {
      const hash = tokenHash(token);
      return hash !== undefined && repository.linkLive(hash, at());
    },

    /** Uses a link up: the member of its address (made now if new) gets a session. Null for a dead link. */
    async redeem(token: unknown): Promise<{ member: MemberRecord; sessionToken: string; returnTo: string } | null> {
      const hash = tokenHash(token);
      const link = hash && (await repository.useLink(hash, at()));
      if (!link) return null;
      const member = await repository.memberOfEmail(link.email, DEFAULT_DISPLAY_NAME, at());
      const session = newLinkToken();
      await repository.openSession(session.hash, member.id, new Date(now() + MEMBER_SESSION_TTL_MS));
      return { member, sessionToken: session.token, returnTo: link.returnTo };
    },

    /** The member a session cookie belongs to, if it is live. */
    async memberOfSession(token: unknown): Promise<MemberRecord | null> {
      const hash = tokenHash(token);
      const id = hash && (await repository.sessionMember(hash, at()));
      return id ? repository.get(id) : null;
    },

    async signOut(token: unknown): Promise<void> {
      const hash = tokenHash(token);
      if (hash) await repository.closeSession(hash);
    },

    get: found,
    namesOf: (ids: string[]) => repository.namesOf(ids),
    block: (id: string) => repository.block(id, at()),

    async rename(id: string, rawName: unknown): Promise<MemberRecord> {
      const name = readDisplayName(rawName);
      return (await repository.rename(id, name)) ?? found(id);
    },

    /** Everything kept about a member: their record and their comments. */
    async exportOf(id: string) {
      const { email, displayName, createdAt } = await found(id);
      return { exportedAt: at().toISOString(), member: { email, displayName, createdAt }, comments: await commentsOf(id) };
    },

    /** Ends the membership: the member, their sessions and what they wrote. */
    async remove(id: string): Promise<MemberRecord> {
      const member = await found(id);
      await onRemove?.(id);
      await repository.remove(id);
      return member;
    },

    /** Erases the member of an address (an erased subscriber): their comments, their sessions and them. */
    async eraseAddress(email: string): Promise<void> {
      const member = await repository.ofEmail(email);
      if (!member) return;
      await eraseComments?.(member.id);
      await repository.remove(member.id);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
