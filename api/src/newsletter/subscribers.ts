import { randomBytes } from 'node:crypto';
import { isValidObjectId } from 'mongoose';
import { NEWSLETTER_CONFIRM_TTL_MS, NEWSLETTER_UNCONFIRMED_TTL_MS } from '../../../common/newsletter.ts';
import { isDuplicateKey } from '../http/slug.ts';
import { Subscriber, type SubscriberDoc } from './model.ts';
import type { ConfirmClaims } from './tokens.ts';

export interface Visitor {
  ip: string;
  userAgent: string;
}

/** The claims of a new confirmation link for a sign-up, or none when nothing is to be sent. */
export type SignupResult = { claims: ConfirmClaims; email: string; id: string } | undefined;

const newNonce = () => randomBytes(12).toString('base64url');
const claimsFor = (doc: Pick<SubscriberDoc, '_id' | 'nonce'>, now: Date): ConfirmClaims => ({ s: String(doc._id), n: doc.nonce!, e: now.getTime() + NEWSLETTER_CONFIRM_TTL_MS });

/**
 * A sign-up: a new address is stored as pending; a pending or unsubscribed one gets a fresh link
 * (only the newest works); a confirmed one is left as it is and gets nothing. The caller answers
 * the same in every case.
 */
export async function signUp(email: string, visitor: Visitor, now = new Date()): Promise<SignupResult> {
  const emailKey = email.toLowerCase();
  const fresh = { nonce: newNonce(), pendingSince: now, status: 'pending' as const };
  try {
    const doc = await Subscriber.create({ email, emailKey, ...fresh, signupIp: visitor.ip, signupUserAgent: visitor.userAgent });
    return { claims: claimsFor(doc, now), email, id: String(doc._id) };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const doc = await Subscriber.findOneAndUpdate(
    { emailKey, status: { $in: ['pending', 'unsubscribed'] } },
    { $set: { ...fresh, signupIp: visitor.ip, signupUserAgent: visitor.userAgent, unsubscribedAt: null } },
    { returnDocument: 'after', lean: true },
  );
  return doc ? { claims: claimsFor(doc, now), email: doc.email, id: String(doc._id) } : undefined;
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'used' | 'invalid';

/** Follows a confirmation link once: records the consent (time, address, browser). */
export async function confirm(claims: ConfirmClaims, visitor: Visitor, now = new Date()): Promise<ConfirmOutcome> {
  if (!isValidObjectId(claims.s)) return 'invalid';
  if (claims.e <= now.getTime()) {
    const doc = await Subscriber.findById(claims.s).lean();
    if (!doc) return 'invalid';
    return doc.status === 'confirmed' ? 'already-confirmed' : 'expired';
  }
  // The nonce in the filter makes the link single-use even when it is followed twice at once.
  const done = await Subscriber.findOneAndUpdate(
    { _id: claims.s, nonce: claims.n, status: 'pending' },
    { $set: { status: 'confirmed', source: 'signup', nonce: null, pendingSince: null, confirmedAt: now, consentIp: visitor.ip, consentUserAgent: visitor.userAgent } },
    { returnDocument: 'after', lean: true },
  );
  if (done) return 'confirmed';
  const doc = await Subscriber.findById(claims.s).lean();
  if (!doc) return 'invalid';
  return doc.status === 'confirmed' ? 'already-confirmed' : 'used';
}

/** A new link for a still-pending sign-up (from an expired or superseded one). */
export async function renewLink(subscriberId: string, now = new Date()): Promise<SignupResult> {
  if (!isValidObjectId(subscriberId)) return undefined;
  const doc = await Subscriber.findOneAndUpdate(
    { _id: subscriberId, status: 'pending' },
    { $set: { nonce: newNonce(), pendingSince: now } },
    { returnDocument: 'after', lean: true },
  );
  return doc ? { claims: claimsFor(doc, now), email: doc.email, id: String(doc._id) } : undefined;
}

/** Stops all mail to the subscriber at once; true when the subscriber exists. Repeats change nothing. */
export async function unsubscribe(subscriberId: string, now = new Date()): Promise<boolean> {
  if (!isValidObjectId(subscriberId)) return false;
  const doc = await Subscriber.findOneAndUpdate(
    { _id: subscriberId, status: { $ne: 'unsubscribed' } },
    { $set: { status: 'unsubscribed', nonce: null, pendingSince: null, unsubscribedAt: now } },
    { lean: true },
  );
  return doc !== null || (await Subscriber.exists({ _id: subscriberId })) !== null;
}

/** Erases sign-ups left unconfirmed for 7 days; returns how many. */
export async function purgeUnconfirmed(now = new Date()): Promise<number> {
  const result = await Subscriber.deleteMany({ status: 'pending', pendingSince: { $lt: new Date(now.getTime() - NEWSLETTER_UNCONFIRMED_TTL_MS) } });
  return result.deletedCount;
}
