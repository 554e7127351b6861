import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventInput, IssueInput } from '../../../codegen/hey-api/types.gen.ts';
import { CLINIC, createEvent } from '../events/fixtures.ts';
import { TEST_SITE_URL } from '../helpers/testApp.ts';
import { eventually, useNewsletterApp } from './newsletterApp.ts';
import { partsOf } from './smtpSink.ts';

const ZONE = 'America/Chicago';
const day = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;
const HOSTILE = '<img src=x onerror=alert(1)>';
/** A published evening session in two days, titled like an attack. */
const SOON: EventInput = { ...CLINIC, title: HOSTILE, slug: 'issue-soon', start: `${day(2)}T18:00`, end: `${day(2)}T20:00`, address: '9 Elm St <b>rear</b>, Austin, TX 78701', publication: 'published' };

describe('the newsletter section "Events in the next 7 days"', () => {
  const app = useNewsletterApp();
  const admin = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${app.url}${path}`, { method, headers: { 'Content-Type': 'application/json', Cookie: app.cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
  beforeAll(async () => {
    await createEvent(app, app.cookie, SOON);
    await createEvent(app, app.cookie, { ...SOON, title: 'Draft social', slug: 'issue-draft', publication: 'draft' });
    await createEvent(app, app.cookie, { ...SOON, title: 'Later league', slug: 'issue-later', start: `${day(10)}T18:00`, end: `${day(10)}T20:00` });
    await createEvent(app, app.cookie, { ...SOON, title: 'Cancelled social', slug: 'issue-cancelled', status: 'cancelled' });
  });

  it("pre-fills a draft with the published occurrences of the next 7 days: date, time in the events' zone, place and link", async () => {
    const draft = (await (await admin('/api/newsletter/draft')).json()) as IssueInput;
    const when = DateTime.fromISO(day(2)).toFormat('ccc, LLL d');
    expect(draft.events).toEqual([{ title: HOSTILE, when: `${when}, 6:00 PM to 8:00 PM`, place: SOON.address, url: `${TEST_SITE_URL}/events/issue-soon` }]);
  });

  it('renders the section in the HTML and text parts with every stored field as text, and stores the section with the issue', async () => {
    const draft = (await (await admin('/api/newsletter/draft')).json()) as IssueInput;
    const preview = (await (await admin('/api/newsletter/preview', 'POST', draft)).json()) as { html: string; text: string };
    expect(preview.html).toContain('Events in the next 7 days');
    expect(preview.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(preview.html).toContain('9 Elm St &lt;b&gt;rear&lt;/b&gt;');
    expect(preview.html).not.toMatch(/<img src=x|<b>rear/);
    expect(preview.html).toContain(`href="${TEST_SITE_URL}/events/issue-soon"`);
    expect(preview.text).toContain('Events in the next 7 days');
    expect(preview.text).toContain(draft.events![0]!.when);
    expect(preview.text).toContain(`${TEST_SITE_URL}/events/issue-soon`);

    const created = await admin('/api/newsletter/issues', 'POST', draft);
    expect(created.status).toBe(201);
    const issue = (await created.json()) as { id: string; events: unknown };
    expect(issue.events).toEqual(draft.events);
    expect((await admin(`/api/newsletter/issues/${issue.id}/test`, 'POST', { email: 'events@example.com' })).status).toBe(202);
    const mail = await eventually(() => app.sink.to('events@example.com')[0], 'the test copy');
    const html = partsOf(mail).find((part) => part.type === 'text/html')!.body;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('leaves the section out when the editor removes its events, and refuses an event without a web link', async () => {
    const draft = (await (await admin('/api/newsletter/draft')).json()) as IssueInput;
    const preview = (await (await admin('/api/newsletter/preview', 'POST', { ...draft, events: [] })).json()) as { html: string };
    expect(preview.html).not.toContain('Events in the next 7 days');
    const refused = await admin('/api/newsletter/issues', 'POST', { ...draft, events: [{ ...draft.events![0]!, url: 'javascript:alert(1)' }] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toHaveProperty(['events.0.url']);
  });
});
