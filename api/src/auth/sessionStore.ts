import { createHmac } from 'node:crypto';
import { isStorageFull } from '../db/failures.ts';
import type { SessionRepository } from './repository/sessionRepository.ts';
import { newSessionToken, SESSION_TTL_MS, sessionIdOf } from './session.ts';

/**
 * How long this instance trusts a session it has found in the database before asking again.
 * A logout or revocation on this instance takes effect at once; another instance on the same
 * database may still accept the session for up to this long.
 */
export const SESSION_CACHE_MS = 5_000;
/** At most this many sessions are remembered; the rest are looked up. */
const SESSION_CACHE_MAX = 1_000;
/** Last use is written at most once a minute (or a tenth of the idle time, if shorter). */
const MAX_TOUCH_INTERVAL_MS = 60_000;

/** Whose a live session is, and the account's credential stamp when it was opened. */
export interface SessionOwner {
  userId: number;
  credential: string;
}

/** Where a session was opened: a short device label and the client's address. */
export interface SessionClient {
  device: string;
  address: string;
}

/** A live session as its owner may see it: `id` is a public id, not the cookie's secret. */
export interface SessionView extends SessionClient {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session the listing request came with. */
  current: boolean;
}

interface Known extends SessionOwner {
  createdAt: number;
  lastSeenAt: number;
  /** When this instance last read it from the database. */
  checkedAt: number;
}

export interface SessionStoreOptions {
  secret: string;
  idleMs: number;
  absoluteMs?: number;
  /** Where sessions are kept, shared by every instance on the database. */
  repository: SessionRepository;
}

/**
 * Server-side sessions: the cookie holds a signed random id; the database holds what it is worth
 * (user, the account's credential stamp, last use). A session ends on logout, when its account's
 * sessions are ended (password change, suspension), after `idleMs` without use, or `absoluteMs`
 * after sign-in, whichever comes first. Whether the account still accepts it is the caller's check.
 */
const ownerOf = ({ userId, credential }: Known): SessionOwner => ({ userId, credential });

export class SessionStore {
  private readonly known = new Map<string, Known>();
  /** Sessions ended here lately: a lookup that was already under way must not remember them. */
  private readonly ended = new Set<string>();
  private readonly absoluteMs: number;
  private readonly touchIntervalMs: number;

  constructor(private readonly options: SessionStoreOptions) {
    this.absoluteMs = options.absoluteMs ?? SESSION_TTL_MS;
    this.touchIntervalMs = Math.min(MAX_TOUCH_INTERVAL_MS, Math.floor(options.idleMs / 10));
  }

  /** Opens a session and returns the cookie value. */
  async open({ userId, credential, device = '', address = '' }: SessionOwner & Partial<SessionClient>, now = Date.now()): Promise<string> {
    const { id, token } = newSessionToken(this.options.secret);
    await this.options.repository.create({ id, userId, credential, device, address, createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt: new Date(this.endOf(now, now)) });
    return token;
  }

  /**
   * An account's live sessions, oldest first. Each is named by a keyed hash of its id, so a
   * listing never shows a value that would open the session.
   */
  async listOf(userId: number, currentToken: unknown, now = Date.now()): Promise<SessionView[]> {
    const current = sessionIdOf(currentToken, this.options.secret);
    const stored = await this.options.repository.listByUser(userId);
    return stored
      .filter((session) => !this.ended.has(session.id) && now < this.endOf(session.createdAt.getTime(), session.lastSeenAt.getTime()))
      .map(({ id, device, address, createdAt, lastSeenAt }) => ({ id: this.publicId(id), device, address, createdAt, lastSeenAt, current: id === current }));
  }

  /** Ends the account's session with this public id; false when the account has none such. */
  async endOneOf(userId: number, publicId: string): Promise<boolean> {
    const session = (await this.options.repository.listByUser(userId)).find(({ id }) => this.publicId(id) === publicId);
    if (!session) return false;
    await this.end(session.id);
    return true;
  }

  /** Ends every session of the account but the one of `currentToken`; answers how many ended. */
  async endOthersOf(userId: number, currentToken: unknown): Promise<number> {
    const current = sessionIdOf(currentToken, this.options.secret);
    const others = (await this.options.repository.listByUser(userId)).filter(({ id }) => id !== current);
    for (const { id } of others) await this.end(id);
    return others.length;
  }

  /** The public id of a session: a keyed hash of its secret id. */
  publicIdOf(token: unknown): string | undefined {
    const id = sessionIdOf(token, this.options.secret);
    return id && this.publicId(id);
  }

  private publicId(id: string): string {
    return createHmac('sha256', this.options.secret).update(`public-session:${id}`).digest('base64url').slice(0, 22);
  }

  /** Whose live session this is, or undefined. Uses the session (it is not idle any more). */
  async userOf(token: unknown, now = Date.now()): Promise<SessionOwner | undefined> {
    const id = sessionIdOf(token, this.options.secret);
    if (!id) return undefined;
    let known = this.known.get(id);
    if (!known || now - known.checkedAt > SESSION_CACHE_MS) {
      this.known.delete(id);
      const doc = await this.options.repository.findById(id);
      if (!doc) return undefined;
      known = { userId: doc.userId, credential: doc.credential, createdAt: doc.createdAt.getTime(), lastSeenAt: doc.lastSeenAt.getTime(), checkedAt: now };
    }
    if (now >= this.endOf(known.createdAt, known.lastSeenAt)) {
      await this.end(id);
      return undefined;
    }
    if (now - known.lastSeenAt >= this.touchIntervalMs) {
      const touched = await this.options.repository.touch(id, new Date(now), new Date(this.endOf(known.createdAt, now))).catch((error: unknown) => {
        // On a full disk reads go on: the session stays as it was, and is touched again next time.
        if (isStorageFull(error)) return undefined;
        throw error;
      });
      if (touched === undefined) {
        this.remember(id, known);
        return ownerOf(known);
      }
      // Gone from the database: revoked elsewhere.
      if (!touched) {
        this.known.delete(id);
        return undefined;
      }
      known.lastSeenAt = now;
    }
    this.remember(id, known);
    return ownerOf(known);
  }

  /** Ends the session of this cookie value, if any, everywhere. */
  async close(token: unknown): Promise<void> {
    const id = sessionIdOf(token, this.options.secret);
    if (id) await this.end(id);
  }

  /** Ends every session of an account, everywhere (other instances within the cache time). */
  async endAllOf(userId: number): Promise<void> {
    for (const [id, known] of this.known) if (known.userId === userId) this.forget(id);
    await this.options.repository.removeByUser(userId);
  }

  private forget(id: string): void {
    this.known.delete(id);
    if (this.ended.size >= SESSION_CACHE_MAX) this.ended.clear();
    this.ended.add(id);
  }

  private async end(id: string): Promise<void> {
    this.forget(id);
    await this.options.repository.remove(id);
  }

  private endOf(createdAt: number, lastSeenAt: number): number {
    return Math.min(createdAt + this.absoluteMs, lastSeenAt + this.options.idleMs);
  }

  private remember(id: string, known: Known): void {
    if (this.ended.has(id)) return;
    if (!this.known.has(id) && this.known.size >= SESSION_CACHE_MAX) this.known.clear();
    this.known.set(id, known);
  }
}
