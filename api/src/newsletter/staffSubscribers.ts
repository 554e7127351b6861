import { NEWSLETTER_ADMIN_MESSAGES } from '../../../common/newsletter.ts';
import { HttpProblem } from '../http/problem.ts';
import { isDuplicateKey } from '../http/slug.ts';
import { Subscriber, type SubscriberDoc, type SubscriberStatus } from './model.ts';

/**
 * Subscribers an admin brings: added by hand or imported from another platform. They agreed
 * elsewhere, so they are confirmed at once (no confirmation mail), and the admin's note records
 * where. An address already on the list is never stored twice, and an unsubscribed one is left
 * unsubscribed.
 */
export interface StaffEntry {
  email: string;
  consentNote: string;
  source: 'staff' | 'import';
  addedBy: string;
}

const storedRow = (entry: StaffEntry, now: Date) => ({
  email: entry.email,
  emailKey: entry.email.toLowerCase(),
  status: 'confirmed' as const,
  confirmedAt: now,
  source: entry.source,
  consentNote: entry.consentNote,
  addedBy: entry.addedBy,
});

/** One subscriber added by hand; 409 when the address is already on the list, whatever its status. */
export async function addByStaff(entry: StaffEntry, now = new Date()): Promise<SubscriberDoc> {
  try {
    return (await Subscriber.create(storedRow(entry, now))).toObject();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const existing = await Subscriber.findOne({ emailKey: entry.email.toLowerCase() }, { status: 1 }).lean();
  throw new HttpProblem(409, NEWSLETTER_ADMIN_MESSAGES.alreadyOnList(existing?.status ?? 'confirmed'), {
    errors: { email: NEWSLETTER_ADMIN_MESSAGES.alreadyOnList(existing?.status ?? 'confirmed') },
  });
}

/** Addresses looked up per query and stored per write when importing. */
const BATCH = 500;

/** The status of each address already on the list, by lowercased address. */
export async function statusesOf(keys: string[]): Promise<Map<string, SubscriberStatus>> {
  const found = new Map<string, SubscriberStatus>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const rows = await Subscriber.find({ emailKey: { $in: keys.slice(i, i + BATCH) } }, { emailKey: 1, status: 1 }).lean();
    for (const row of rows) found.set(row.emailKey, row.status);
  }
  return found;
}

/**
 * Stores new subscribers in batches; returns the addresses (lowercased) that another request
 * stored in the meantime, which are left as they are.
 */
export async function storeImported(entries: StaffEntry[], now = new Date()): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = entries.slice(i, i + BATCH).map((entry) => storedRow(entry, now));
    try {
      await Subscriber.insertMany(batch, { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { index?: number; err?: { index?: number; code?: number }; code?: number }[] }).writeErrors;
      if (!Array.isArray(writeErrors)) throw error;
      for (const writeError of writeErrors) {
        const index = writeError.index ?? writeError.err?.index;
        if (!isDuplicateKey(writeError.err ?? writeError) || index === undefined) throw error;
        taken.add(batch[index]!.emailKey);
      }
    }
  }
  return taken;
}
