import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ADMIN_MESSAGES, NEWSLETTER_CONFIRM_TTL_MS, NEWSLETTER_MESSAGES, NEWSLETTER_UNCONFIRMED_TTL_MS } from '../../../common/newsletter.ts';
import type { Signup } from '../../src/newsletter/mailing.ts';
import { createSubscriberService } from '../../src/newsletter/subscriberService.ts';
import { NewsletterTokens } from '../../src/newsletter/tokens.ts';
import { fakeSubscriberRepository } from './fakeRepositories.ts';
import { problemOf } from '../helpers/problems.ts';

const visitor = { ip: '192.0.2.10', userAgent: 'Test browser' };

/** The subscriber service over an in-memory repository: its rules, with no database and no mail server. */
function setup() {
  const repository = fakeSubscriberRepository();
  const erased: string[] = [];
  const mailed: Signup[] = [];
  const tokens = new NewsletterTokens('unit-secret');
  const service = createSubscriberService({
    repository,
    deliveries: { eraseAddress: async (id) => void erased.push(id) },
    mail: { tokens, sendConfirmation: async (signup) => void mailed.push(signup) },
  });
  return { repository, service, erased, mailed, tokens };
}

describe('the subscriber service', () => {
  it('stores a sign-up as pending once per mailbox, gives a fresh link to a repeat, and nothing to a confirmed address', async () => {
    const { service, repository } = setup();
    const first = await service.signUp('Rally.Fan@Example.com', visitor);
    expect(first).toMatchObject({ email: 'Rally.Fan@Example.com' });
    const again = await service.signUp('rally.fan@example.com', visitor);
    expect(again?.id).toBe(first?.id);
    expect(again?.claims.n).not.toBe(first?.claims.n);
    expect(repository.rows.size).toBe(1);
    expect(await service.confirm(again!.claims, visitor)).toBe('confirmed');
    expect(await service.signUp('rally.fan@example.com', visitor)).toBeUndefined();
  });

  it('confirms a link once: a repeat says already confirmed, a superseded link is used, a late one expired, an unknown one invalid', async () => {
    const { service, repository } = setup();
    const old = (await service.signUp('one@example.com', visitor))!;
    const newest = (await service.signUp('one@example.com', visitor))!;
    expect(await service.confirm(old.claims, visitor)).toBe('used');
    const late = new Date(Date.now() + NEWSLETTER_CONFIRM_TTL_MS + 1000);
    expect(await service.confirm(newest.claims, visitor, late)).toBe('expired');
    expect(await service.confirm(newest.claims, visitor)).toBe('confirmed');
    expect(repository.rows.get(newest.id)).toMatchObject({ status: 'confirmed', consentIp: '192.0.2.10', consentUserAgent: 'Test browser' });
    expect(await service.confirm(newest.claims, visitor)).toBe('already-confirmed');
    expect(await service.confirm({ ...newest.claims, s: 'f'.repeat(24) }, visitor)).toBe('invalid');
  });

  it('refuses an address it cannot mail before the answer, storing nothing; a good one is stored and mailed after', async () => {
    const { service, repository, mailed } = setup();
    const problem = await problemOf(() => service.acceptSignup('not an address', visitor));
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual({ email: NEWSLETTER_MESSAGES.invalidEmail });
    const later = service.acceptSignup(' new@Example.COM ', visitor);
    expect(repository.rows.size).toBe(0);
    await later();
    await Promise.resolve();
    expect([...repository.rows.values()].map((row) => row.email)).toEqual(['new@example.com']);
    expect(mailed.map((signup) => signup.email)).toEqual(['new@example.com']);
  });

  it('unsubscribes through a genuine link only, and mails a new link for a pending sign-up', async () => {
    const { service, repository, tokens, mailed } = setup();
    const signup = (await service.signUp('leaving@example.com', visitor))!;
    expect(await service.unsubscribeLink('unsubscribe.forged.token')).toBe(false);
    expect(repository.rows.get(signup.id)?.status).toBe('pending');
    expect(await service.requestNewLink(tokens.confirmToken(signup.claims))).toBe(true);
    expect(mailed).toHaveLength(1);
    expect(await service.unsubscribeLink(tokens.unsubscribeToken(signup.id))).toBe(true);
    expect(repository.rows.get(signup.id)?.status).toBe('unsubscribed');
    // No new link for a sign-up that no longer waits, and the same answer.
    expect(await service.requestNewLink(tokens.confirmToken(signup.claims))).toBe(true);
    expect(mailed).toHaveLength(1);
  });

  it('erases only sign-ups left unconfirmed for 7 days', async () => {
    const { service, repository } = setup();
    const now = new Date();
    await service.signUp('stale@example.com', visitor, new Date(now.getTime() - NEWSLETTER_UNCONFIRMED_TTL_MS - 1000));
    await service.signUp('fresh@example.com', visitor, new Date(now.getTime() - NEWSLETTER_UNCONFIRMED_TTL_MS + 60_000));
    expect(await service.purgeUnconfirmed(now)).toBe(1);
    expect([...repository.rows.values()].map((row) => row.emailKey)).toEqual(['fresh@example.com']);
  });

  it('adds a reader by hand as confirmed with the note on one line, and refuses one already on the list with 409', async () => {
    const { service } = setup();
    const added = await service.addByStaff({ email: 'club@example.com', consentNote: ' Signed up\nat the club ', addedBy: 'admin' });
    expect(added).toMatchObject({ status: 'confirmed', source: 'staff', consentNote: 'Signed up at the club' });
    const twice = await problemOf(() => service.addByStaff({ email: 'CLUB@example.com', consentNote: 'again', addedBy: 'admin' }));
    expect(twice.status).toBe(409);
    expect(twice.message).toBe(NEWSLETTER_ADMIN_MESSAGES.alreadyOnList('confirmed'));
    const noNote = await problemOf(() => service.addByStaff({ email: 'other@example.com', consentNote: '  ', addedBy: 'admin' }));
    expect(noNote.errors).toEqual({ consentNote: NEWSLETTER_ADMIN_MESSAGES.consentNoteRequired });
  });

  it('erases a subscriber and the address of their past copies; an unknown one is a 404', async () => {
    const { service, erased } = setup();
    const signup = (await service.signUp('gone@example.com', visitor))!;
    expect((await service.erase(signup.id)).email).toBe('gone@example.com');
    expect(erased).toEqual([signup.id]);
    expect((await problemOf(() => service.erase(signup.id))).status).toBe(404);
  });

  it('refuses a list filter on a status that does not exist with 400', async () => {
    const { service } = setup();
    const problem = await problemOf(() => service.list({ sort: { _id: 1 }, skip: 0, limit: 10, filter: { status: 'bounced' } }));
    expect(problem.status).toBe(400);
    expect(Object.keys(problem.errors ?? {})).toEqual(['query.filter']);
  });
});
