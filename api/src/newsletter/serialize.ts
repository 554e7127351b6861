import { csvFile } from '../http/csvFile.ts';
import type { IssueRecord } from './repository/issueRepository.ts';
import type { SubscriberRecord } from './repository/subscriberRepository.ts';

/** Failures an issue shows: the latest ones. */
const LATEST_ERRORS = 10;

/** An issue as the admin sees it; its counts are kept on the issue by the sender (no read of its rows). */
export function issueJson(issue: IssueRecord) {
  const { sent, failed, skipped } = issue;
  return {
    id: issue.id,
    subject: issue.subject,
    intro: issue.intro,
    posts: issue.posts.map(({ title, excerpt, url }) => ({ title, excerpt, url })),
    events: issue.events.map(({ title, when, place, url }) => ({ title, when, place, url })),
    // Preparing is sending, as far as the admin can tell.
    status: issue.status === 'preparing' ? 'sending' : issue.status,
    createdAt: issue.createdAt.toISOString(),
    sentAt: issue.sentAt?.toISOString() ?? null,
    recipients: issue.recipients,
    sent,
    failed,
    pending: Math.max(0, issue.recipients - sent - failed - skipped),
    skipped,
    errors: issue.failures.slice(-LATEST_ERRORS).map(({ email, error }) => ({ email, error })),
  };
}

export const subscriberJson = (doc: SubscriberRecord) => ({
  id: doc.id,
  email: doc.email,
  status: doc.status,
  createdAt: doc.createdAt.toISOString(),
  confirmedAt: doc.confirmedAt?.toISOString() ?? null,
  consentIp: doc.consentIp,
  consentUserAgent: doc.consentUserAgent,
  unsubscribedAt: doc.unsubscribedAt?.toISOString() ?? null,
  source: doc.source,
  consentNote: doc.consentNote,
});

export const CSV_COLUMNS = ['email', 'signed_up_at', 'confirmed_at', 'consent_ip', 'consent_user_agent', 'source', 'consent_note'] as const;

/** Subscribers as a CSV file with their proof of consent, one line each. */
export function subscribersCsv(rows: SubscriberRecord[]): string {
  return csvFile(
    CSV_COLUMNS,
    rows.map((row) => [row.email, row.createdAt.toISOString(), row.confirmedAt?.toISOString() ?? '', row.consentIp ?? '', row.consentUserAgent ?? '', row.source, row.consentNote ?? '']),
  );
}
