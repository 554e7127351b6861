import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { NO_ACTIVITY, type ActivityService } from '../activity/service.ts';
import { serialized } from '../db/serialize.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { USER_MESSAGES } from '../users/messages.ts';
import type { Actor } from '../users/service.ts';
import type { StaffUser } from '../users/user.ts';
import { BACKUP_CODE_COUNT, hashBackupCode, isTotpCode, matchingStep, newBackupCode, newTotpSecret, totpFor } from './codes.ts';
import { TWO_FACTOR_MESSAGES as M } from '../../../common/twoFactor.ts';
import type { TwoFactorPolicyRepository } from './repository/policyRepository.ts';
import type { TwoFactorRecord, TwoFactorRepository } from './repository/twoFactorRepository.ts';
import type { SecretBox } from './secretBox.ts';

/** A password sign-in waits this long for its code. */
export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one account may receive in a window; the next pending login then ends (429 until the window ends). */
export const MAX_CODE_FAILURES = 5;
export const CODE_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  backupCodesLeft: number;
}

export interface TwoFactorService {
  status(actor: Actor): Promise<TwoFactorStatus>;
  /** A new secret for the authenticator app, kept pending until `enable` confirms a code of it. */
  setup(actor: Actor & { username: string }): Promise<TwoFactorSetup>;
  /** Turns two-factor on with a code of the pending secret, ending the account's other sessions; answers the backup codes, shown only now. */
  enable(actor: Actor & { username: string }, code: string, currentSession?: unknown): Promise<string[]>;
  /** Turns it off; the caller proves presence with a current code or a backup code. */
  disable(actor: Actor & { username: string }, code: string): Promise<void>;
  /** An admin turns off another account's two-factor (a lost device). Logged. */
  reset(actor: Actor & { username: string }, userId: number): Promise<void>;
  /** After the right password: the pending-login cookie value when the account needs a code, else undefined. */
  challenge(user: StaffUser): Promise<string | undefined>;
  /** Whether the site requires two-factor of all staff. */
  required(): Promise<boolean>;
  /** An admin requires two-factor of all staff (or stops); only with their own on, so they are not shut out. Logged. */
  setRequired(actor: Actor & { username: string }, required: boolean): Promise<boolean>;
  /** True while the site requires two-factor and this account has not set it up: it may only set it up. */
  setupRequired(userId: number): Promise<boolean>;
  /** Checks the code of a pending login; answers whose it is (user id and credential stamp at the password step). */
  verifyLogin(pendingToken: unknown, code: string, who: { address: string | undefined }): Promise<{ userId: number; credential: string }>;
}

export interface TwoFactorServiceDeps {
  repository: TwoFactorRepository;
  policy: TwoFactorPolicyRepository;
  /** How long the policy is trusted before it is read again (other instances may change it). */
  policyTtlMs?: number;
  box: SecretBox;
  /** Finds an account (for a reset: its 404 and the owner's protection). */
  findUser(id: number): Promise<{ id: number; username: string; isOwner: boolean } | null>;
  /** The issuer name authenticator apps show beside the account. */
  issuer: string;
  activity?: Pick<ActivityService, 'record'>;
  /** Ends every session of an account but `keep`: one opened elsewhere on the password alone must not outlive two-factor's start. */
  endOtherSessions?: (userId: number, keep: unknown) => Promise<unknown>;
  now?: () => number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The cookie value of a pending login: the user id and 256 random bits. */
function parsePendingToken(value: unknown): { userId: number; token: string } | undefined {
  if (typeof value !== 'string' || value.length > 100) return undefined;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  return match ? { userId: Number(match[1]), token: match[2]! } : undefined;
}

/** Two-factor sign-in: setup, backup codes, the code step of a sign-in, and its attempt limit. */
export function createTwoFactorService({ repository, policy, policyTtlMs = 5_000, box, findUser, issuer, activity = NO_ACTIVITY, endOtherSessions = async () => {}, now = Date.now }: TwoFactorServiceDeps): TwoFactorService {
  const record = (actor: { username?: string } | null, action: 'twoFactor.enable' | 'twoFactor.disable' | 'twoFactor.reset', user: { id: number; username: string }) =>
    activity.record({ actor: actor?.username ?? null, action, subject: { type: 'user', id: String(user.id), title: user.username } });
  let held: { value: Promise<boolean>; until: number } | undefined;
  const required = () => {
    if (!held || held.until <= now()) held = { value: policy.required(), until: now() + policyTtlMs };
    const current = held;
    return current.value.catch((error: unknown) => {
      if (held === current) held = undefined;
      throw error;
    });
  };

  /** True when `code` is a current TOTP code not used before, or an unused backup code (which is used up). */
  async function useCode(state: TwoFactorRecord, code: string): Promise<boolean> {
    if (!state.secret) return false;
    if (isTotpCode(code)) {
      const step = matchingStep(box.open(state.secret), code, now());
      return step !== undefined && step > state.lastStep && (await repository.claimStep(state.userId, step));
    }
    return repository.useBackupCode(state.userId, hashBackupCode(code));
  }

  const enabledState = async (userId: number) => {
    const state = await repository.get(userId);
    return state?.secret ? state : undefined;
  };

  return {
    async status(actor) {
      const state = await enabledState(actor.id);
      return { enabled: !!state, backupCodesLeft: state?.backupCodes.length ?? 0 };
    },

    async setup(actor) {
      if (await enabledState(actor.id)) throw new HttpProblem(409, M.alreadyOn);
      const secret = newTotpSecret();
      await repository.setPendingSecret(actor.id, box.seal(secret));
      const otpauthUrl = totpFor(secret, actor.username, issuer).toString();
      // Loaded on first use: start-up does not wait for the QR encoder.
      const qr = await import('qrcode');
      return { secret, otpauthUrl, qrSvg: await qr.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
    },

    async enable(actor, code, currentSession) {
      const state = await repository.get(actor.id);
      if (state?.secret) throw new HttpProblem(409, M.alreadyOn);
      if (!state?.pendingSecret) throw new HttpProblem(409, M.noSetup);
      const step = isTotpCode(code) ? matchingStep(box.open(state.pendingSecret), code, now()) : undefined;
      if (step === undefined) throw validationProblem({ code: M.wrongSetupCode });
      const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
      const enabled = await repository.enable(actor.id, { secret: state.pendingSecret, lastStep: step, backupCodes: codes.map(hashBackupCode) });
      if (!enabled) throw new HttpProblem(409, M.noSetup);
      await endOtherSessions(actor.id, currentSession);
      await record(actor, 'twoFactor.enable', actor);
      return codes;
    },

    async disable(actor, code) {
      const state = await enabledState(actor.id);
      if (!state) throw new HttpProblem(409, M.notOn);
      if (!(await useCode(state, code))) throw validationProblem({ code: M.wrongCode });
      await repository.remove(actor.id);
      await record(actor, 'twoFactor.disable', actor);
    },

    async reset(actor, userId) {
      const target = await findUser(userId);
      if (!target) throw notFound(USER_MESSAGES.notFound);
      if (target.id === actor.id) throw new HttpProblem(403, M.resetSelf);
      if (target.isOwner && !actor.isOwner) throw new HttpProblem(403, M.resetOwnerOnly);
      if (!(await repository.remove(userId))) throw new HttpProblem(409, M.notOn);
      await record(actor, 'twoFactor.reset', target);
    },

    required,

    async setRequired(actor, value) {
      if (value && !(await enabledState(actor.id))) throw new HttpProblem(409, M.policyNeedsOwn);
      await policy.setRequired(value);
      held = undefined;
      await activity.record({ actor: actor.username, action: value ? 'twoFactor.require' : 'twoFactor.unrequire' });
      return value;
    },

    setupRequired: async (userId) => (await required()) && !(await enabledState(userId)),

    async challenge(user) {
      if (!(await enabledState(user.id))) return undefined;
      const token = randomBytes(32).toString('base64url');
      await repository.setPendingLogin(user.id, { hash: sha256(token), credential: user.credentialStamp, expiresAt: new Date(now() + PENDING_LOGIN_TTL_MS) });
      return `${user.id}.${token}`;
    },

    async verifyLogin(pendingToken, code, who) {
      const parsed = parsePendingToken(pendingToken);
      if (!parsed) throw new HttpProblem(401, M.loginExpired);
      // One code of an account is judged at a time, so parallel guesses cannot pass the limit.
      return serialized(`two-factor-code:${parsed.userId}`, () => judgeCode(parsed, code, who));
    },
  };

  /** Checks one code of a pending login against the account's attempt limit. */
  async function judgeCode(parsed: { userId: number; token: string }, code: string, { address }: { address: string | undefined }) {
    const state = await enabledState(parsed.userId);
    if (!state) throw new HttpProblem(401, M.loginExpired);
    const time = now();
    const counting = state.failuresResetAt && state.failuresResetAt.getTime() > time ? state.failures : 0;
    // While the account is over its limit, no pending login of it is checked.
    if (counting >= MAX_CODE_FAILURES) {
      throw new HttpProblem(429, M.tooManyCodes, { headers: { 'Retry-After': String(Math.ceil((state.failuresResetAt!.getTime() - time) / 1000)) } });
    }
    const pending = state.pendingLogin;
    if (!pending || !sameHash(pending.hash, sha256(parsed.token))) throw new HttpProblem(401, M.loginExpired);
    if (pending.expiresAt.getTime() <= time) {
      await repository.setPendingLogin(state.userId, null);
      throw new HttpProblem(401, M.loginExpired);
    }
    if (!(await useCode(state, code))) {
      const failures = counting + 1;
      await repository.setFailures(state.userId, failures, counting === 0 ? new Date(time + CODE_FAILURE_WINDOW_MS) : state.failuresResetAt);
      // The last allowed wrong code ends the pending login.
      if (failures >= MAX_CODE_FAILURES) await repository.setPendingLogin(state.userId, null);
      await activity.record({ actor: null, action: 'auth.signInFailed', address, detail: 'wrong two-factor code' });
      throw new HttpProblem(401, M.wrongCode);
    }
    await repository.setPendingLogin(state.userId, null);
    return { userId: state.userId, credential: pending.credential };
  }
}
