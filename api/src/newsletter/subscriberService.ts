import { NO_ACTIVITY, type ActivityService, type Actor } from '../activity/service.ts';
import { randomBytes } from 'node:crypto';
import { CONSENT_NOTE_MAX, NEWSLETTER_ADMIN_MESSAGES, NEWSLETTER_CONFIRM_TTL_MS, NEWSLETTER_MESSAGES, NEWSLETTER_UNCONFIRMED_TTL_MS } from '../../../common/newsletter.ts';
import { containsText, type ListQuery } from '../http/listQuery.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { normaliseEmail } from './email.ts';
import type { NewsletterMail, Signup } from './mailing.ts';
import type { DeliveryRepository } from './repository/deliveryRepository.ts';
import { SUBSCRIBER_STATUSES, type SubscriberRecord, type SubscriberRepository, type SubscriberStatus } from './repository/subscriberRepository.ts';
import { importSubscribers, type ImportReport } from './subscriberImport.ts';
import type { ConfirmClaims } from './tokens.ts';

/** Who is asking, as consent proof records it. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** A new confirmation link to send for a sign-up, or none when nothing is to be sent. */
export type SignupResult = Signup | undefined;

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'used' | 'invalid';

export interface SubscriberService {
  /**
   * Checks the address of a sign-up from the form now (400 when it is not one we can mail), and
   * returns the sign-up itself, to run after the answer: it stores the address and mails the link.
   */
  acceptSignup(rawEmail: unknown, visitor: Visitor): () => Promise<void>;
  /**
   * A sign-up: a new address is stored as pending; a pending or unsubscribed one gets a fresh link
   * (only the newest works); a confirmed one is left as it is and gets nothing.
   */
  signUp(email: string, visitor: Visitor, now?: Date): Promise<SignupResult>;
  /** Follows a confirmation link once: records the consent (time, address, browser). */
  confirm(claims: ConfirmClaims, visitor: Visitor, now?: Date): Promise<ConfirmOutcome>;
  /** The outcome of a confirmation link's token (`invalid` for a token that is not genuine). */
  confirmLink(token: unknown, visitor: Visitor): Promise<ConfirmOutcome>;
  /** A new link for a still-pending sign-up (from an expired or superseded one). */
  renewLink(subscriberId: string, now?: Date): Promise<SignupResult>;
  /**
   * Mails a new link for the sign-up of a (possibly expired) confirmation token, when it still
   * waits for confirmation; false when the token is not genuine.
   */
  requestNewLink(token: unknown): Promise<boolean>;
  /** Stops all mail to the subscriber at once; true when the subscriber exists. Repeats change nothing. */
  unsubscribe(subscriberId: string, now?: Date): Promise<boolean>;
  /** True when the unsubscribe token is genuine. */
  isUnsubscribeLink(token: unknown): boolean;
  /** Unsubscribes the subscriber of a genuine token (erased ones included: nothing is left to mail); false for any other token. */
  unsubscribeLink(token: unknown): Promise<boolean>;
  /** Erases sign-ups left unconfirmed for 7 days; returns how many. */
  purgeUnconfirmed(now?: Date): Promise<number>;
  /** The admin's list: `q` on the address, `status`. */
  list(query: ListQuery): Promise<{ rows: SubscriberRecord[]; total: number }>;
  /** Every confirmed subscriber with the proof of consent, in order of confirmation. */
  exportConfirmed(by?: Actor): Promise<SubscriberRecord[]>;
  /** Erasure; past deliveries keep no address, and the activity log never had it. */
  erase(subscriberId: string, by?: Actor): Promise<SubscriberRecord>;
  /** One reader added by an admin, confirmed, with the consent note; 409 when already on the list. */
  addByStaff(input: { email: unknown; consentNote: unknown; addedBy: string }): Promise<SubscriberRecord>;
  /** A Ghost, Substack or Mailchimp export; refused rows are reported. */
  importCsv(input: { csv: string; consentNote: unknown; addedBy: string }): Promise<ImportReport>;
}

export interface SubscriberServiceDeps {
  repository: SubscriberRepository;
  deliveries: Pick<DeliveryRepository, 'eraseAddress'>;
  mail: Pick<NewsletterMail, 'tokens' | 'sendConfirmation'>;
  /** Where exports and erasures are recorded (nowhere when absent). */
  activity?: Pick<ActivityService, 'record'>;
  /** What else an erasure removes of the address (the member of it and their comments). */
  onErase?: (email: string) => Promise<void>;
}

const newNonce = () => randomBytes(12).toString('base64url');
const claimsFor = (doc: Pick<SubscriberRecord, 'id' | 'nonce'>, now: Date): ConfirmClaims => ({ s: doc.id, n: doc.nonce!, e: now.getTime() + NEWSLETTER_CONFIRM_TTL_MS });
const signupOf = (doc: SubscriberRecord | undefined, now: Date): SignupResult => (doc ? { claims: claimsFor(doc, now), email: doc.email, id: doc.id } : undefined);
const STATUS_PROBLEM = 'filter.status must be pending, confirmed or unsubscribed';

/** The admin's consent note on one line; required, since it is the only proof of consent. */
function readConsentNote(raw: unknown): string {
  const note = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  if (!note) throw validationProblem({ consentNote: NEWSLETTER_ADMIN_MESSAGES.consentNoteRequired });
  return note.slice(0, CONSENT_NOTE_MAX);
}

/** Erases sign-ups left unconfirmed for 7 days; returns how many. */
export function purgeUnconfirmed(repository: Pick<SubscriberRepository, 'erasePendingBefore'>, now = new Date()): Promise<number> {
  return repository.erasePendingBefore(new Date(now.getTime() - NEWSLETTER_UNCONFIRMED_TTL_MS));
}

export function createSubscriberService({ repository, deliveries, mail, activity = NO_ACTIVITY, onErase }: SubscriberServiceDeps): SubscriberService {
  const service: SubscriberService = {
    acceptSignup(rawEmail, visitor) {
      const email = normaliseEmail(rawEmail);
      if (!email) throw validationProblem({ email: NEWSLETTER_MESSAGES.invalidEmail });
      return async () => {
        const signup = await service.signUp(email, visitor);
        // Sent (and retried) on its own: the stored sign-up is what the work after the answer waits for.
        if (signup) void mail.sendConfirmation(signup);
      };
    },

    async signUp(email, visitor, now = new Date()) {
      const fresh = { nonce: newNonce(), pendingSince: now, signupIp: visitor.ip, signupUserAgent: visitor.userAgent };
      const created = await repository.addPending(email, fresh);
      return signupOf(created ?? (await repository.restartSignup(email.toLowerCase(), fresh)), now);
    },

    async confirm(claims, visitor, now = new Date()) {
      const judge = async (late: ConfirmOutcome): Promise<ConfirmOutcome> => {
        const doc = await repository.findById(claims.s);
        if (!doc) return 'invalid';
        return doc.status === 'confirmed' ? 'already-confirmed' : late;
      };
      if (claims.e <= now.getTime()) return judge('expired');
      if (await repository.confirmPending(claims.s, claims.n, { at: now, ip: visitor.ip, userAgent: visitor.userAgent })) {
        await activity.record({ actor: null, action: 'subscriber.confirm', subject: { type: 'subscriber', id: claims.s } });
        return 'confirmed';
      }
      return judge('used');
    },

    async confirmLink(token, visitor) {
      const claims = mail.tokens.readConfirm(token);
      return claims ? service.confirm(claims, visitor) : 'invalid';
    },

    async renewLink(subscriberId, now = new Date()) {
      return signupOf(await repository.renewPending(subscriberId, newNonce(), now), now);
    },

    async requestNewLink(token) {
      const claims = mail.tokens.readConfirm(token);
      if (!claims) return false;
      const signup = await service.renewLink(claims.s);
      // Sent (and retried) in the background: the page does not wait for the mail server.
      if (signup) void mail.sendConfirmation(signup);
      return true;
    },

    unsubscribe: (subscriberId, now = new Date()) => repository.unsubscribe(subscriberId, now),

    isUnsubscribeLink: (token) => Boolean(mail.tokens.readUnsubscribe(token)),

    async unsubscribeLink(token) {
      const id = mail.tokens.readUnsubscribe(token);
      if (!id) return false;
      await service.unsubscribe(id);
      return true;
    },

    purgeUnconfirmed: (now) => purgeUnconfirmed(repository, now),

    async list(query) {
      const q = containsText(query.filter.q);
      const status = query.filter.status;
      if (status !== undefined && (typeof status !== 'string' || !(SUBSCRIBER_STATUSES as readonly string[]).includes(status))) {
        throw new HttpProblem(400, STATUS_PROBLEM, { errors: { 'query.filter': STATUS_PROBLEM } });
      }
      return repository.list({
        ...(q ? { emailContains: q.source.toLowerCase() } : {}),
        ...(status !== undefined ? { status: status as SubscriberStatus } : {}),
        sort: query.sort,
        skip: query.skip,
        limit: query.limit,
      });
    },

    async exportConfirmed(by = null) {
      const rows = await repository.confirmedByConsent();
      await activity.record({ actor: by, action: 'subscriber.export', detail: `${rows.length} confirmed ${rows.length === 1 ? 'subscriber' : 'subscribers'}` });
      return rows;
    },

    async erase(subscriberId, by = null) {
      const erased = await repository.remove(subscriberId);
      if (!erased) throw notFound('Subscriber');
      await deliveries.eraseAddress(erased.id);
      await onErase?.(erased.email);
      // The entry names the record only: an erased reader's address is kept nowhere.
      await activity.record({ actor: by, action: 'subscriber.erase', subject: { type: 'subscriber', id: erased.id } });
      return erased;
    },

    async addByStaff({ email: raw, consentNote, addedBy }) {
      const email = normaliseEmail(raw);
      const errors: Record<string, string> = {};
      if (!email) errors.email = NEWSLETTER_MESSAGES.invalidEmail;
      if (typeof consentNote !== 'string' || !consentNote.trim()) errors.consentNote = NEWSLETTER_ADMIN_MESSAGES.consentNoteRequired;
      if (!email || Object.keys(errors).length > 0) throw validationProblem(errors);
      // They agreed elsewhere: confirmed at once, with the admin's note of where.
      const added = await repository.addConfirmed({ email, consentNote: readConsentNote(consentNote), source: 'staff', addedBy }, new Date());
      if (added) return added;
      const message = NEWSLETTER_ADMIN_MESSAGES.alreadyOnList((await repository.statusOf(email.toLowerCase())) ?? 'confirmed');
      throw new HttpProblem(409, message, { errors: { email: message } });
    },

    async importCsv({ csv, consentNote, addedBy }) {
      return importSubscribers(repository, csv, readConsentNote(consentNote), addedBy);
    },
  };
  return service;
}
