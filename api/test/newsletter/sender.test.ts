import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/mail/mailer.ts';
import { DEFAULT_SENDER_OPTIONS, NewsletterSender } from '../../src/newsletter/sender.ts';
import { fakeDeliveryRepository, fakeIssueRepository, fakeSubscriberRepository } from './fakeRepositories.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { mailBrand } from '../../src/mail/brand.ts';

const SITE = 'https://pickleball.example';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

/** The sender over in-memory storage and a mail server that refuses the addresses in `refuse` for good. */
function setup(singleWriter: boolean, refuse: string[] = []) {
  const storage = { issues: fakeIssueRepository(), deliveries: fakeDeliveryRepository(), subscribers: fakeSubscriberRepository() };
  const sent: OutgoingMail[] = [];
  const mailer = {
    send: async (mail: OutgoingMail) => {
      if (refuse.includes(mail.to)) throw Object.assign(new Error('mailbox unknown'), { responseCode: 550, response: '550 mailbox unknown' });
      sent.push(mail);
    },
    close: () => undefined,
  };
  const mail = { siteUrl: SITE, from: 'news@pickleball.example', mailer, unsubscribeUrl: (id: string) => `${SITE}/newsletter/unsubscribe?token=${id}`, brand: async () => mailBrand(SETTINGS_DEFAULTS, SITE) };
  const sender = new NewsletterSender(storage, mail, quiet, { ...DEFAULT_SENDER_OPTIONS, singleWriter });
  return { ...storage, sender, sent };
}

describe('the newsletter sender', () => {
  for (const singleWriter of [false, true]) {
    it(`gives each confirmed subscriber one copy with their own unsubscribe link and records the outcome (single writer: ${singleWriter})`, async () => {
      const { issues, subscribers, deliveries, sender, sent } = setup(singleWriter, ['bounced@example.com']);
      const now = new Date();
      for (const email of ['ann@example.com', 'bob@example.com', 'bounced@example.com']) await subscribers.addConfirmed({ email, consentNote: 'club', source: 'staff', addedBy: 'admin' }, now);
      await subscribers.addPending('waiting@example.com', { nonce: 'n', pendingSince: now, signupIp: '', signupUserAgent: '' });
      const issue = await issues.create({ subject: 'Week 1', intro: 'Hello', posts: [] });
      await issues.markPreparing(issue.id, now);

      await sender.start(issue.id);
      await sender.run(issue.id);

      expect(sent.map((mail) => mail.to).sort()).toEqual(['ann@example.com', 'bob@example.com']);
      const ann = [...subscribers.rows.values()].find((row) => row.email === 'ann@example.com')!;
      expect(sent.find((mail) => mail.to === 'ann@example.com')!.headers).toMatchObject({ 'List-Unsubscribe': `<${SITE}/newsletter/unsubscribe?token=${ann.id}>` });
      expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(2);
      expect(await issues.findById(issue.id)).toMatchObject({ status: 'sent', recipients: 3, sent: 2, failed: 1, failures: [{ email: 'bounced@example.com', error: '550 mailbox unknown' }] });
      expect(deliveries.rows.size).toBe(3);
    });
  }

  it('skips a subscriber who left before their copy went out', async () => {
    const { issues, subscribers, sender, sent } = setup(false);
    const now = new Date();
    const leaver = (await subscribers.addConfirmed({ email: 'leaver@example.com', consentNote: 'club', source: 'staff', addedBy: 'admin' }, now))!;
    const issue = await issues.create({ subject: 'Week 2', intro: '', posts: [] });
    await issues.markPreparing(issue.id, now);
    // The subscriber is on the list when the issue's rows are written, and leaves right after.
    const listed = subscribers.confirmedRecipients.bind(subscribers);
    subscribers.confirmedRecipients = async function* () {
      yield* listed();
      await subscribers.unsubscribe(leaver.id, now);
    };
    await sender.start(issue.id);
    await sender.run(issue.id);
    expect(sent).toEqual([]);
    expect(await issues.findById(issue.id)).toMatchObject({ status: 'sent', recipients: 1, sent: 0, skipped: 1 });
  });
});
