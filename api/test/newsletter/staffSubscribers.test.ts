import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ADMIN_MESSAGES } from '../../../common/newsletter.ts';
import { Subscriber } from '../../src/newsletter/repository/subscriberModel.ts';
import { storeImported } from '../../src/newsletter/repository/subscriberRepository.ts';
import { useNewsletterApp } from './newsletterApp.ts';

const app = useNewsletterApp();
const admin = (path: string, body: unknown) =>
  fetch(`${app.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: app.cookie }, body: JSON.stringify(body) });

interface Report {
  imported: number;
  refused: { line: number; email: string; reason: string }[];
}

async function importCsv(csv: string, consentNote = 'Subscribed on our old Ghost site'): Promise<Report> {
  const response = await admin('/api/newsletter/subscribers/import', { csv, consentNote });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Report;
}

describe('subscribers added by staff', () => {
  it('adds one by hand as confirmed, marked as added by staff with the consent note, and mails nothing', async () => {
    const response = await admin('/api/newsletter/subscribers', { email: ' Court.Side@Example.COM ', consentNote: '  Signed the sheet at the\nMay 4 open day ' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'Court.Side@example.com', status: 'confirmed', source: 'staff', consentNote: 'Signed the sheet at the May 4 open day', consentIp: null });
    expect(typeof body.confirmedAt).toBe('string');
    const stored = await Subscriber.findOne({ emailKey: 'court.side@example.com' }).lean();
    expect(stored).toMatchObject({ source: 'staff', addedBy: 'admin' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.sink.to('Court.Side@example.com')).toHaveLength(0);

    // Listed with its marker, and exported with its proof.
    const list = (await (await fetch(`${app.url}/api/newsletter/subscribers?filter=${encodeURIComponent('{"q":"court.side"}')}`, { headers: { Cookie: app.cookie } })).json()) as Record<string, unknown>[];
    expect(list).toEqual([expect.objectContaining({ source: 'staff', consentNote: 'Signed the sheet at the May 4 open day' })]);
    const csv = await (await fetch(`${app.url}/api/newsletter/subscribers.csv`, { headers: { Cookie: app.cookie } })).text();
    expect(csv).toMatch(/"Court\.Side@example\.com","[^"]+","[^"]+","","","staff","Signed the sheet at the May 4 open day"/);
  });

  it('refuses a bad address or a missing note with the field named, and an address already on the list with 409; nothing changes', async () => {
    const bad = await admin('/api/newsletter/subscribers', { email: 'not an address', consentNote: '' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({ email: 'Please enter a valid email address.', consentNote: NEWSLETTER_ADMIN_MESSAGES.consentNoteRequired });

    await Subscriber.create({ email: 'left@example.com', emailKey: 'left@example.com', status: 'unsubscribed', unsubscribedAt: new Date() });
    const again = await admin('/api/newsletter/subscribers', { email: 'LEFT@example.com', consentNote: 'Asked at the club' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { detail: string }).detail).toBe('This address unsubscribed earlier and stays unsubscribed.');
    expect(await Subscriber.findOne({ emailKey: 'left@example.com' }).lean()).toMatchObject({ status: 'unsubscribed', source: 'signup' });
    expect(await Subscriber.countDocuments({ emailKey: 'left@example.com' })).toBe(1);
  });
});

describe('POST /api/newsletter/subscribers/import', () => {
  it('imports a Ghost export, reporting each refused row and why: bad address, opted out, twice in the file, already on the list', async () => {
    await Subscriber.create({ email: 'gone@example.com', emailKey: 'gone@example.com', status: 'unsubscribed', unsubscribedAt: new Date() });
    await Subscriber.create({ email: 'waiting@example.com', emailKey: 'waiting@example.com', status: 'pending', nonce: 'n', pendingSince: new Date() });
    const csv = [
      'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
      '1,ann@example.com,Ann,,true,false,,2025-01-02T10:00:00.000Z,,,',
      '2,not-an-address,Bob,,true,false,,2025-01-02T10:00:00.000Z,,,',
      '3,quiet@example.com,Cy,,false,false,,2025-01-02T10:00:00.000Z,,,',
      '4,ANN@example.com,Ann again,,true,false,,2025-01-02T10:00:00.000Z,,,',
      '5,gone@example.com,Dee,,true,false,,2025-01-02T10:00:00.000Z,,,',
      '6,waiting@example.com,Eve,,true,false,,2025-01-02T10:00:00.000Z,,,',
      '7,"fay@example.com",Fay,"likes ""dinks""",true,false,,2025-01-02T10:00:00.000Z,,,',
    ].join('\n');
    const report = await importCsv(csv);
    expect(report.imported).toBe(2);
    expect(report.refused).toEqual([
      { line: 3, email: 'not-an-address', reason: 'Not a valid email address' },
      { line: 4, email: 'quiet@example.com', reason: 'Not subscribed in the export' },
      { line: 5, email: 'ANN@example.com', reason: 'Appears twice in the file (first on line 2)' },
      { line: 6, email: 'gone@example.com', reason: 'Unsubscribed earlier: stays unsubscribed' },
      { line: 7, email: 'waiting@example.com', reason: 'Already on the list (pending)' },
    ]);
    expect(await Subscriber.findOne({ emailKey: 'ann@example.com' }).lean()).toMatchObject({ status: 'confirmed', source: 'import', consentNote: 'Subscribed on our old Ghost site' });
    expect(await Subscriber.findOne({ emailKey: 'fay@example.com' }).lean()).toMatchObject({ status: 'confirmed', source: 'import' });
    expect(await Subscriber.findOne({ emailKey: 'gone@example.com' }).lean()).toMatchObject({ status: 'unsubscribed' });
    expect(await Subscriber.findOne({ emailKey: 'waiting@example.com' }).lean()).toMatchObject({ status: 'pending' });
    expect(await Subscriber.countDocuments({ emailKey: 'quiet@example.com' })).toBe(0);

    // The same file again imports nobody twice.
    const again = await importCsv(csv);
    expect(again.imported).toBe(0);
    expect(again.refused.filter((row) => row.reason === 'Already on the list (confirmed)').map((row) => row.email)).toEqual(['ann@example.com', 'fay@example.com']);
    expect(await Subscriber.countDocuments({ emailKey: 'ann@example.com' })).toBe(1);
  });

  it('reads Mailchimp and Substack exports by their own column names and opt-out columns', async () => {
    const mailchimp = await importCsv(
      [
        'Email Address,First Name,Last Name,MEMBER_RATING,OPTIN_TIME,CONFIRM_TIME,UNSUB_TIME,TAGS',
        'mc.one@example.com,Mo,One,2,2024-05-01 10:00:00,2024-05-01 10:01:00,,',
        'mc.left@example.com,Mo,Left,2,2024-05-01 10:00:00,2024-05-01 10:01:00,2024-09-01 08:00:00,',
      ].join('\r\n'),
      'Mailchimp audience, double opt-in',
    );
    expect(mailchimp).toEqual({ imported: 1, refused: [{ line: 3, email: 'mc.left@example.com', reason: 'Not subscribed in the export' }] });
    const substack = await importCsv(['email,active_subscription,expiry,plan,email_disabled,created_at', 'ss.one@example.com,false,,,false,2024-01-01', 'ss.off@example.com,false,,,true,2024-01-01'].join('\n'), 'Substack free list');
    expect(substack).toEqual({ imported: 1, refused: [{ line: 3, email: 'ss.off@example.com', reason: 'Not subscribed in the export' }] });
    expect(await Subscriber.findOne({ emailKey: 'ss.one@example.com' }).lean()).toMatchObject({ source: 'import', consentNote: 'Substack free list' });
  });

  it('refuses a file without an address column, an empty file or a missing note, and stores nothing', async () => {
    const before = await Subscriber.countDocuments();
    const noColumn = await admin('/api/newsletter/subscribers/import', { csv: 'name,phone\nAnn,555\n', consentNote: 'x' });
    expect(noColumn.status).toBe(400);
    expect(((await noColumn.json()) as { detail: string }).detail).toBe(NEWSLETTER_ADMIN_MESSAGES.importNoEmailColumn);
    const empty = await admin('/api/newsletter/subscribers/import', { csv: 'email\n', consentNote: 'x' });
    expect(((await empty.json()) as { detail: string }).detail).toBe(NEWSLETTER_ADMIN_MESSAGES.importEmpty);
    const noNote = await admin('/api/newsletter/subscribers/import', { csv: 'email\nnew.one@example.com\n', consentNote: '   ' });
    expect(noNote.status).toBe(400);
    expect(((await noNote.json()) as { errors: Record<string, string> }).errors).toEqual({ consentNote: NEWSLETTER_ADMIN_MESSAGES.consentNoteRequired });
    expect(await Subscriber.countDocuments()).toBe(before);
  });
});

describe('storing an import', () => {
  it('keeps the rest of a batch when another request stored one of its addresses meanwhile, and names that one', async () => {
    await Subscriber.create({ email: 'race@example.com', emailKey: 'race@example.com', status: 'confirmed', confirmedAt: new Date() });
    const entry = (email: string) => ({ email, consentNote: 'Club list', source: 'import' as const, addedBy: 'admin' });
    const taken = await storeImported([entry('race.a@example.com'), entry('race@example.com'), entry('race.b@example.com')]);
    expect([...taken]).toEqual(['race@example.com']);
    expect(await Subscriber.countDocuments({ emailKey: { $in: ['race.a@example.com', 'race.b@example.com'] } })).toBe(2);
    expect(await Subscriber.countDocuments({ emailKey: 'race@example.com' })).toBe(1);
  });
});
