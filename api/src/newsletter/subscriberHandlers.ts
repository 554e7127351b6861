import { LIST_FIELDS } from '../http/listFields.ts';
import type { RequestHandler } from 'express';
import { isValidObjectId } from 'mongoose';
import { CONSENT_NOTE_MAX, NEWSLETTER_ADMIN_MESSAGES, NEWSLETTER_MESSAGES } from '../../../common/newsletter.ts';
import { sessionUser } from '../auth/guard.ts';
import { containsText, parseListQuery, sendList } from '../http/listQuery.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { normaliseEmail } from './email.ts';
import { Delivery } from './issueModel.ts';
import { Subscriber, SUBSCRIBER_STATUSES, type SubscriberDoc } from './model.ts';
import { addByStaff } from './staffSubscribers.ts';
import { importSubscribers as importCsv } from './subscriberImport.ts';

export const subscriberJson = (doc: SubscriberDoc) => ({
  id: String(doc._id),
  email: doc.email,
  status: doc.status,
  createdAt: doc.createdAt.toISOString(),
  confirmedAt: doc.confirmedAt?.toISOString() ?? null,
  consentIp: doc.consentIp,
  consentUserAgent: doc.consentUserAgent,
  unsubscribedAt: doc.unsubscribedAt?.toISOString() ?? null,
  source: doc.source ?? 'signup',
  consentNote: doc.consentNote ?? null,
});

/** `GET /api/newsletter/subscribers`: react-admin list; `q` on the address, `status`. */
export const listSubscribers: RequestHandler = async (req, res) => {
  const query = parseListQuery(req, LIST_FIELDS['newsletter.listSubscribers']);
  const where: Record<string, unknown> = {};
  const q = containsText(query.filter.q);
  if (q) where.emailKey = new RegExp(q.source.toLowerCase());
  const status = query.filter.status;
  if (status !== undefined) {
    if (typeof status !== 'string' || !(SUBSCRIBER_STATUSES as readonly string[]).includes(status)) {
      throw new HttpProblem(400, 'filter.status must be pending, confirmed or unsubscribed', { errors: { 'query.filter': 'filter.status must be pending, confirmed or unsubscribed' } });
    }
    where.status = status;
  }
  const sort = 'email' in query.sort ? { emailKey: query.sort.email!, _id: query.sort._id! } : query.sort;
  const [rows, total] = await Promise.all([Subscriber.find(where).sort(sort).skip(query.skip).limit(query.limit).lean(), Subscriber.countDocuments(where)]);
  sendList(res, 'subscribers', query, rows.map(subscriberJson), total);
};

/** A CSV field: quoted, quotes doubled; a leading =, +, - or @ is neutralised so spreadsheets do not run it. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const CSV_COLUMNS = ['email', 'signed_up_at', 'confirmed_at', 'consent_ip', 'consent_user_agent', 'source', 'consent_note'] as const;

/** `GET /api/newsletter/subscribers.csv`: the confirmed subscribers with their consent proof. */
export const exportSubscribers: RequestHandler = async (_req, res) => {
  const rows = await Subscriber.find({ status: 'confirmed' }).sort({ confirmedAt: 1, _id: 1 }).lean();
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const fields = [row.email, row.createdAt.toISOString(), row.confirmedAt?.toISOString() ?? '', row.consentIp ?? '', row.consentUserAgent ?? '', row.source ?? 'signup', row.consentNote ?? ''];
    lines.push(fields.map(csvField).join(','));
  }
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Disposition', 'attachment; filename="subscribers.csv"');
  res.type('text/csv').send(`${lines.join('\r\n')}\r\n`);
};

/** `DELETE /api/newsletter/subscribers/{subscriberId}`: erasure; past deliveries keep no address. */
export const deleteSubscriber: RequestHandler = async (req, res) => {
  const id = String(req.params.subscriberId);
  if (!isValidObjectId(id)) throw notFound('Subscriber');
  const doc = await Subscriber.findById(id).lean();
  if (!doc) throw notFound('Subscriber');
  await Subscriber.deleteOne({ _id: doc._id });
  await Delivery.updateMany({ subscriberId: doc._id }, { $set: { email: 'erased' } });
  res.json(subscriberJson(doc));
};

/** The admin's consent note on one line; required, since it is the only proof of consent. */
function readConsentNote(raw: unknown): string {
  const note = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  if (!note) throw validationProblem({ consentNote: NEWSLETTER_ADMIN_MESSAGES.consentNoteRequired });
  return note.slice(0, CONSENT_NOTE_MAX);
}

/** `POST /api/newsletter/subscribers`: one reader added by hand, confirmed, with the consent note. */
export const addSubscriber: RequestHandler = async (req, res) => {
  const body = req.body as { email: string; consentNote: string };
  const email = normaliseEmail(body.email);
  const errors: Record<string, string> = {};
  if (!email) errors.email = NEWSLETTER_MESSAGES.invalidEmail;
  if (!body.consentNote.trim()) errors.consentNote = NEWSLETTER_ADMIN_MESSAGES.consentNoteRequired;
  if (!email || Object.keys(errors).length > 0) throw validationProblem(errors);
  const doc = await addByStaff({ email, consentNote: readConsentNote(body.consentNote), source: 'staff', addedBy: (await sessionUser(req)) ?? '' });
  res.status(201).json(subscriberJson(doc));
};

/** `POST /api/newsletter/subscribers/import`: a Ghost, Substack or Mailchimp export; refused rows are reported. */
export const importSubscribers: RequestHandler = async (req, res) => {
  const body = req.body as { csv: string; consentNote: string };
  const consentNote = readConsentNote(body.consentNote);
  res.json(await importCsv(body.csv, consentNote, (await sessionUser(req)) ?? ''));
};
