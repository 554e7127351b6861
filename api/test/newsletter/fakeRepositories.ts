import type { DeliveryRecord, DeliveryRepository } from '../../src/newsletter/repository/deliveryRepository.ts';
import type { IssueRecord, IssueRepository } from '../../src/newsletter/repository/issueRepository.ts';
import type { StaffEntry, SubscriberRecord, SubscriberRepository } from '../../src/newsletter/repository/subscriberRepository.ts';

/** In-memory subscribers for service tests: the same answers as the stored ones, no database. */
export function fakeSubscriberRepository(): SubscriberRepository & { rows: Map<string, SubscriberRecord> } {
  const rows = new Map<string, SubscriberRecord>();
  let next = 0;
  const byKey = (key: string) => [...rows.values()].find((row) => row.emailKey === key);
  const insert = (fields: Partial<SubscriberRecord> & Pick<SubscriberRecord, 'email' | 'status'>, now: Date): SubscriberRecord => {
    const row: SubscriberRecord = {
      id: (++next).toString(16).padStart(24, '0'),
      emailKey: fields.email.toLowerCase(),
      nonce: null,
      pendingSince: null,
      confirmedAt: null,
      consentIp: null,
      consentUserAgent: null,
      unsubscribedAt: null,
      source: 'signup',
      consentNote: null,
      createdAt: now,
      ...fields,
    };
    rows.set(row.id, row);
    return { ...row };
  };
  const update = (row: SubscriberRecord | undefined, fields: Partial<SubscriberRecord>) => (row ? { ...Object.assign(row, fields) } : undefined);
  const staff = (entry: StaffEntry, now: Date) => insert({ email: entry.email, status: 'confirmed', confirmedAt: now, source: entry.source, consentNote: entry.consentNote }, now);
  return {
    rows,
    async addPending(email, signup) {
      return byKey(email.toLowerCase()) ? undefined : insert({ email, status: 'pending', nonce: signup.nonce, pendingSince: signup.pendingSince }, signup.pendingSince);
    },
    async restartSignup(key, signup) {
      const row = byKey(key);
      return row && row.status !== 'confirmed' ? update(row, { status: 'pending', nonce: signup.nonce, pendingSince: signup.pendingSince, unsubscribedAt: null }) : undefined;
    },
    findById: async (id) => (rows.has(id) ? { ...rows.get(id)! } : undefined),
    async confirmPending(id, nonce, consent) {
      const row = rows.get(id);
      if (row?.status !== 'pending' || row.nonce !== nonce) return false;
      update(row, { status: 'confirmed', nonce: null, pendingSince: null, confirmedAt: consent.at, consentIp: consent.ip, consentUserAgent: consent.userAgent });
      return true;
    },
    async renewPending(id, nonce, now) {
      const row = rows.get(id);
      return row?.status === 'pending' ? update(row, { nonce, pendingSince: now }) : undefined;
    },
    async unsubscribe(id, now) {
      const row = rows.get(id);
      if (row && row.status !== 'unsubscribed') update(row, { status: 'unsubscribed', nonce: null, pendingSince: null, unsubscribedAt: now });
      return row !== undefined;
    },
    async erasePendingBefore(before) {
      const gone = [...rows.values()].filter((row) => row.status === 'pending' && row.pendingSince! < before);
      gone.forEach((row) => rows.delete(row.id));
      return gone.length;
    },
    async list({ emailContains, status }) {
      const found = [...rows.values()].filter((row) => (!emailContains || new RegExp(emailContains).test(row.emailKey)) && (!status || row.status === status));
      return { rows: found, total: found.length };
    },
    confirmedByConsent: async () => [...rows.values()].filter((row) => row.status === 'confirmed'),
    async *confirmedRecipients() {
      for (const row of rows.values()) if (row.status === 'confirmed') yield { id: row.id, email: row.email };
    },
    mailState: async (id) => rows.get(id),
    async remove(id) {
      const row = rows.get(id);
      rows.delete(id);
      return row;
    },
    addConfirmed: async (entry, now) => (byKey(entry.email.toLowerCase()) ? undefined : staff(entry, now)),
    statusOf: async (key) => byKey(key)?.status,
    statusesOf: async (keys) => new Map(keys.flatMap((key) => (byKey(key) ? [[key, byKey(key)!.status] as const] : []))),
    async storeImported(entries, now = new Date()) {
      const taken = new Set<string>();
      for (const entry of entries) {
        if (byKey(entry.email.toLowerCase())) taken.add(entry.email.toLowerCase());
        else staff(entry, now);
      }
      return taken;
    },
  };
}

/** In-memory issues for service tests. */
export function fakeIssueRepository(): IssueRepository & { rows: Map<string, IssueRecord>; claims: Set<string> } {
  const rows = new Map<string, IssueRecord>();
  const claims = new Set<string>();
  let next = 0;
  const copy = (row: IssueRecord | undefined) => (row ? structuredClone(row) : undefined);
  return {
    rows,
    claims,
    list: async () => ({ rows: [...rows.values()].map((row) => copy(row)!), total: rows.size }),
    async create(content) {
      const row: IssueRecord = { id: (++next).toString(16).padStart(24, '0'), ...content, events: content.events ?? [], status: 'draft', recipients: 0, sent: 0, failed: 0, skipped: 0, failures: [], sentAt: null, createdAt: new Date() };
      rows.set(row.id, row);
      return copy(row)!;
    },
    findById: async (id) => copy(rows.get(id)),
    async updateDraft(id, content) {
      const row = rows.get(id);
      return row?.status === 'draft' ? copy(Object.assign(row, content)) : undefined;
    },
    lastSentAt: async () => [...rows.values()].map((row) => row.sentAt).filter((at) => at !== null).sort((a, b) => b.getTime() - a.getTime())[0],
    async claimSending(id) {
      if (claims.has(id)) return false;
      claims.add(id);
      return true;
    },
    async markPreparing(id, at) {
      Object.assign(rows.get(id)!, { status: 'preparing', sentAt: at });
    },
    async markSending(id, recipients) {
      Object.assign(rows.get(id)!, { status: 'sending', recipients });
    },
    async markSent(id, counts) {
      Object.assign(rows.get(id)!, { status: 'sent', ...counts });
    },
    async addProgress() {},
    unfinished: async () => [...rows.values()].filter((row) => row.status === 'preparing' || row.status === 'sending').map(({ id, status }) => ({ id, status })),
  };
}

/** In-memory deliveries for sender tests: one row per issue and subscriber, claimed by id. */
export function fakeDeliveryRepository(): DeliveryRepository & { rows: Map<string, DeliveryRecord & { nextTryAt: Date; lastError: string | null }> } {
  const rows = new Map<string, DeliveryRecord & { nextTryAt: Date; lastError: string | null }>();
  let next = 0;
  const of = (issueId: string) => [...rows.values()].filter((row) => row.issueId === issueId);
  const claim = async (id: string) => {
    const row = rows.get(id);
    if (row?.state !== 'pending') return undefined;
    Object.assign(row, { state: 'sending', attempts: row.attempts + 1 });
    return { ...row };
  };
  return {
    rows,
    async takeBackClaims() {
      for (const row of rows.values()) if (row.state === 'sending') row.state = 'pending';
    },
    async addPending(issueId, recipients, now, messageId) {
      for (const { id, email } of recipients) {
        if (of(issueId).some((row) => row.subscriberId === id)) continue;
        const deliveryId = (++next).toString(16).padStart(24, '0');
        rows.set(deliveryId, { id: deliveryId, issueId, subscriberId: id, email, state: 'pending', attempts: 0, messageId: messageId(deliveryId), nextTryAt: now, lastError: null });
      }
    },
    count: async (issueId) => of(issueId).length,
    dueIds: async (issueId, now) => of(issueId).filter((row) => row.state === 'pending' && row.nextTryAt <= now).map((row) => row.id),
    async nextOpen(issueId) {
      const open = of(issueId).filter((row) => row.state === 'pending' || row.state === 'sending').sort((a, b) => a.nextTryAt.getTime() - b.nextTryAt.getTime())[0];
      return open ? { state: open.state, nextTryAt: open.nextTryAt } : undefined;
    },
    claim: async (id) => claim(id),
    claimAlone: async (id) => claim(id),
    async markSkipped(id) {
      rows.get(id)!.state = 'skipped';
    },
    async markSent(id) {
      rows.get(id)!.state = 'sent';
    },
    async markRefused(id, { error, nextTryAt }) {
      Object.assign(rows.get(id)!, { state: nextTryAt ? 'pending' : 'failed', lastError: error, ...(nextTryAt ? { nextTryAt } : {}) });
    },
    outcomes: async (issueId) => of(issueId).map(({ state, email, lastError }) => ({ state, email, lastError })),
    async eraseAddress(subscriberId) {
      for (const row of rows.values()) if (row.subscriberId === subscriberId) row.email = 'erased';
    },
  };
}
