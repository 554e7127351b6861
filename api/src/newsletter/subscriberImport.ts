import { NEWSLETTER_ADMIN_MESSAGES as M } from '../../../common/newsletter.ts';
import { parseCsv, type CsvFault, type CsvRecord } from '../http/csvImport.ts';
import { validationProblem } from '../http/problem.ts';
import { normaliseEmail } from './email.ts';
import type { SubscriberRepository } from './repository/subscriberRepository.ts';

export interface RefusedRow {
  line: number;
  email: string;
  reason: string;
}

export interface ImportReport {
  imported: number;
  refused: RefusedRow[];
}

/** A header name without case, spaces or punctuation: "Email Address" and "email_address" match. */
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where the address is: Ghost and Substack call it `email`, Mailchimp `Email Address`. */
const EMAIL_COLUMNS = ['email', 'emailaddress', 'emailaddr'];
const FALSE = new Set(['false', 'no', 'n', '0']);
const TRUE = new Set(['true', 'yes', 'y', '1']);
/** A `status` of these means the reader left or bounced (Mailchimp, generic exports). */
const GONE_STATUSES = new Set(['unsubscribed', 'unsubscribe', 'cleaned', 'bounced', 'inactive', 'archived']);

/**
 * Tells from an export's own columns that a reader no longer gets mail there: Ghost
 * `subscribed_to_emails`/`subscribed` false, Substack `email_disabled` true, Mailchimp
 * `UNSUB_TIME`/`CLEAN_TIME` set (its unsubscribed and cleaned exports), or such a `status`.
 */
function optOutReader(header: string[]): (values: string[]) => boolean {
  const index = (...names: string[]) => header.findIndex((name) => names.includes(key(name)));
  const subscribed = index('subscribedtoemails', 'subscribed');
  const disabled = index('emaildisabled');
  const left = [index('unsubtime'), index('cleantime')].filter((i) => i >= 0);
  const status = index('status');
  const at = (values: string[], i: number) => (i >= 0 ? (values[i] ?? '').trim().toLowerCase() : '');
  return (values) =>
    FALSE.has(at(values, subscribed)) ||
    TRUE.has(at(values, disabled)) ||
    left.some((i) => at(values, i) !== '') ||
    GONE_STATUSES.has(at(values, status));
}

/** An export's header, rows and address column; or why the file cannot be imported at all. */
type ExportRead = { refusal: string } | { header: CsvRecord; rows: CsvRecord[]; faults: CsvFault[]; emailAt: number };

function readExport(csv: string): ExportRead {
  const { records, faults } = parseCsv(csv);
  const [header, ...rows] = records;
  if (!header || (rows.length === 0 && faults.length === 0)) return { refusal: M.importEmpty };
  const emailAt = header.values.findIndex((name) => EMAIL_COLUMNS.includes(key(name)));
  if (emailAt < 0) return { refusal: M.importNoEmailColumn };
  return { header, rows, faults, emailAt };
}

/** Why a file cannot be imported at all (no rows, or no address column), in the import's own words. */
export function importRefusal(csv: string): string | undefined {
  const read = readExport(csv);
  return 'refusal' in read ? read.refusal : undefined;
}

/**
 * Reads a Ghost, Substack or Mailchimp export and adds every reader who is subscribed there and
 * not yet on the list here, confirmed, with the admin's consent note. Every other row is reported
 * with its line and reason. A file without an address column, or without rows, is a 400.
 */
export async function importSubscribers(
  repository: Pick<SubscriberRepository, 'statusesOf' | 'storeImported'>,
  csv: string,
  consentNote: string,
  addedBy: string,
): Promise<ImportReport> {
  const read = readExport(csv);
  if ('refusal' in read) throw validationProblem({ csv: read.refusal });
  const { header, rows, faults, emailAt } = read;
  const optedOut = optOutReader(header.values);

  const refused: RefusedRow[] = faults.map(({ line, reason }) => ({ line, email: '', reason }));
  const firstLine = new Map<string, number>();
  const accepted: { line: number; email: string; key: string }[] = [];
  for (const { line, values } of rows) {
    const written = (values[emailAt] ?? '').trim();
    const email = normaliseEmail(written);
    if (!email) {
      refused.push({ line, email: written, reason: M.rowInvalidEmail });
      continue;
    }
    if (optedOut(values)) {
      refused.push({ line, email, reason: M.rowOptedOut });
      continue;
    }
    const emailKey = email.toLowerCase();
    const first = firstLine.get(emailKey);
    if (first !== undefined) {
      refused.push({ line, email, reason: M.rowTwice(first) });
      continue;
    }
    firstLine.set(emailKey, line);
    accepted.push({ line, email, key: emailKey });
  }

  const existing = await repository.statusesOf(accepted.map((row) => row.key));
  const fresh = accepted.filter((row) => {
    const status = existing.get(row.key);
    if (status) refused.push({ line: row.line, email: row.email, reason: M.rowOnList(status) });
    return !status;
  });
  const taken = await repository.storeImported(fresh.map(({ email }) => ({ email, consentNote, source: 'import', addedBy })));
  // Addresses someone else stored meanwhile are reported as any other already on the list.
  const takenStatus = await repository.statusesOf([...taken]);
  for (const row of fresh) {
    if (taken.has(row.key)) refused.push({ line: row.line, email: row.email, reason: M.rowOnList(takenStatus.get(row.key) ?? 'confirmed') });
  }
  refused.sort((a, b) => a.line - b.line);
  return { imported: fresh.length - taken.size, refused };
}
