import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { isStorageFull } from '../db/failures.ts';
import { HttpProblem } from '../http/problem.ts';
import type { SessionRepository } from './repository/sessionRepository.ts';
import { credentialFingerprint, newSessionToken, safeEqual, SESSION_TTL_MS, sessionIdOf } from './session.ts';

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

interface Known {
  username: string;
  credential: string;
  createdAt: number;
  lastSeenAt: number;
  /** When this instance last read it from the database. */
  checkedAt: number;
}

export interface SessionStoreOptions {
  secret: string;
  username: string;
  password: string;
  idleMs: number;
  absoluteMs?: number;
  /** Where sessions are kept, shared by every instance on the database. */
  repository: SessionRepository;
}

/**
 * Server-side sessions: the cookie holds a signed random id; the database holds what it is worth
 * (user, credentials fingerprint, last use). A session ends on logout, when the administrator's
 * password changes, after `idleMs` without use, or `absoluteMs` after sign-in, whichever comes first.
 */
export class SessionStore {
  private readonly known = new Map<string, Known>();
  /** Sessions ended here lately: a lookup that was already under way must not remember them. */
  private readonly ended = new Set<string>();
  private readonly credential: string;
  private readonly absoluteMs: number;
  private readonly touchIntervalMs: number;

  constructor(private readonly options: SessionStoreOptions) {
    this.credential = credentialFingerprint(options.username, options.password, options.secret);
    this.absoluteMs = options.absoluteMs ?? SESSION_TTL_MS;
    this.touchIntervalMs = Math.min(MAX_TOUCH_INTERVAL_MS, Math.floor(options.idleMs / 10));
  }

  /**
   * Signs the administrator in: 401 unless both the user name and the password match (each
   * compared in constant time). A session the request already had is ended; the new one's
   * cookie value is returned.
   */
  async signIn(username: string, password: string, replacing: unknown): Promise<string> {
    const userOk = safeEqual(username, this.options.username);
    const passwordOk = safeEqual(password, this.options.password);
    if (!userOk || !passwordOk) throw new HttpProblem(401, AUTH_MESSAGES.invalidCredentials);
    await this.close(replacing);
    return this.open(this.options.username);
  }

  /** Opens a session and returns the cookie value. */
  async open(username: string, now = Date.now()): Promise<string> {
    const { id, token } = newSessionToken(this.options.secret);
    await this.options.repository.create({ id, username, credential: this.credential, createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt: new Date(this.endOf(now, now)) });
    return token;
  }

  /** The user of a live session, or undefined. Uses the session (it is not idle any more). */
  async userOf(token: unknown, now = Date.now()): Promise<string | undefined> {
    const id = sessionIdOf(token, this.options.secret);
    if (!id) return undefined;
    let known = this.known.get(id);
    if (!known || now - known.checkedAt > SESSION_CACHE_MS) {
      this.known.delete(id);
      const doc = await this.options.repository.findById(id);
      if (!doc) return undefined;
      known = { username: doc.username, credential: doc.credential, createdAt: doc.createdAt.getTime(), lastSeenAt: doc.lastSeenAt.getTime(), checkedAt: now };
    }
    if (known.credential !== this.credential || now >= this.endOf(known.createdAt, known.lastSeenAt)) {
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
        return known.username;
      }
      // Gone from the database: revoked elsewhere.
      if (!touched) {
        this.known.delete(id);
        return undefined;
      }
      known.lastSeenAt = now;
    }
    this.remember(id, known);
    return known.username;
  }

  /** Ends the session of this cookie value, if any, everywhere. */
  async close(token: unknown): Promise<void> {
    const id = sessionIdOf(token, this.options.secret);
    if (id) await this.end(id);
  }

  private async end(id: string): Promise<void> {
    this.known.delete(id);
    if (this.ended.size >= SESSION_CACHE_MAX) this.ended.clear();
    this.ended.add(id);
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
