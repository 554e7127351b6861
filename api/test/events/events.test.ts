import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_COURT } from '../courts/fixtures.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';
import { CLINIC, createEvent, openPlay } from './fixtures.ts';

describe('events (admin)', () => {
  const app = useNewsletterApp();
  const staff = {} as Record<'viewer' | 'author' | 'other' | 'editor', { id: number; cookie: string }>;
  let courtId = 0;
  beforeAll(async () => {
    staff.viewer = await staffMember(app, 'viewer', 'events-viewer');
    staff.author = await staffMember(app, 'author', 'events-author');
    staff.other = await staffMember(app, 'author', 'events-other');
    staff.editor = await staffMember(app, 'editor', 'events-editor');
    courtId = (await call(app, app.cookie, 'POST', '/api/courts', GOOD_COURT)).body.id as number;
  });
  const total = async () => Number((await call(app, app.cookie, 'GET', '/api/events?range=[0,0]')).response.headers.get('content-range')?.split('/')[1]);

  it('creates a weekly series at a court, reads it back, and raises its sequence on each change', async () => {
    const created = await call(app, staff.author.cookie, 'POST', '/api/events', { ...openPlay(courtId, 'Tuesday-Open-Play'), description: '<p>Bring a paddle</p><script>alert(1)</script>' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'tuesday-open-play', courtId, publication: 'draft', status: 'scheduled', sequence: 0, authorId: staff.author.id, recurrence: { days: ['tu'], until: '2026-12-29' } });
    expect(created.body.description).toBe('<p>Bring a paddle</p>');
    expect((await call(app, staff.viewer.cookie, 'GET', `/api/events/${created.body.id}`)).body).toEqual(created.body);
    const changed = await call(app, staff.author.cookie, 'PUT', `/api/events/${created.body.id}`, { ...openPlay(courtId, 'tuesday-open-play'), exceptions: { cancelled: ['2026-11-03'], moved: [{ date: '2026-11-10', start: '2026-11-12T18:00' }] } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ sequence: 1, exceptions: { cancelled: ['2026-11-03'], moved: [{ date: '2026-11-10', start: '2026-11-12T18:00' }] } });
  });

  it('answers 404 for an id that names no event, and 409 for a slug in use', async () => {
    expect((await call(app, app.cookie, 'GET', '/api/events/999999')).status).toBe(404);
    expect((await call(app, app.cookie, 'PUT', '/api/events/999999', CLINIC)).status).toBe(404);
    expect((await call(app, app.cookie, 'DELETE', '/api/events/999999')).status).toBe(404);
    await createEvent(app, app.cookie, { ...CLINIC, slug: 'taken-slug' });
    const again = await call(app, app.cookie, 'POST', '/api/events', { ...CLINIC, slug: 'TAKEN-slug' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty('slug');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an unknown kind', { kind: 'scrimmage' }, 'kind'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a start with a time-zone offset', { start: '2026-04-11T09:00Z' }, 'start'],
    ['a day that does not exist', { start: '2026-02-30T09:00', end: '2026-02-30T10:00' }, 'start'],
    ['an end before the start', { end: '2026-04-11T08:00' }, 'end'],
    ['no court and no address', { address: '' }, 'courtId'],
    ['a court that does not exist', { courtId: 999999 }, 'courtId'],
    ['an unknown skill level', { skillLevels: ['6.0'] }, 'skillLevels.0'],
    ['a plain-http registration link', { registrationUrl: 'http://example.com/register' }, 'registrationUrl'],
    ['a negative cost', { costCents: -1 }, 'costCents'],
    ['a moved event without its former start', { status: 'moved' }, 'previousStart'],
    ['a series without weekdays', { recurrence: { days: [], until: '2026-06-30' } }, 'recurrence.days'],
    ['a series that ends before it starts', { recurrence: { days: ['sa'], until: '2026-04-01' } }, 'recurrence.until'],
    ['a cancelled date the series does not fall on', { recurrence: { days: ['sa'], until: '2026-06-30' }, exceptions: { cancelled: ['2026-04-14'] } }, 'exceptions'],
    ['exceptions on a single event', { exceptions: { cancelled: ['2026-04-11'] } }, 'exceptions'],
  ];
  it.each(bad)('refuses %s with a problem naming the field, and stores nothing', async (_label, change, field) => {
    const before = await total();
    const refused = await call(app, app.cookie, 'POST', '/api/events', { ...CLINIC, slug: 'refused-event', ...change });
    expect(refused.status).toBe(400);
    expect(refused.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Object.keys(refused.body.errors as object)).toContain(field);
    expect(await total()).toBe(before);
  });

  it('gives the texts of the rules for fields the contract refuses', async () => {
    const refused = await call(app, app.cookie, 'POST', '/api/events', { ...CLINIC, slug: 'refused-texts', registrationUrl: 'ftp://example.com', start: 'tomorrow' });
    expect(refused.body.errors).toMatchObject({ registrationUrl: 'The registration link must be an https:// address', start: 'Enter a local date and time as YYYY-MM-DDTHH:MM' });
  });

  it('lets viewers read but not write; authors draft their own; only editors publish, cancel and delete', async () => {
    expect((await call(app, staff.viewer.cookie, 'POST', '/api/events', { ...CLINIC, slug: 'by-viewer' })).status).toBe(403);
    expect((await call(app, undefined, 'GET', '/api/events')).status).toBe(401);
    const publishing = await call(app, staff.author.cookie, 'POST', '/api/events', { ...CLINIC, slug: 'author-publishes', publication: 'published' });
    expect(publishing.status).toBe(403);
    expect(publishing.body.detail).toBe('Only editors and admins can publish, unpublish or cancel events.');
    const draft = await createEvent(app, staff.author.cookie, { ...CLINIC, slug: 'author-draft' });
    expect((await call(app, staff.author.cookie, 'PUT', `/api/events/${draft.id}`, { ...CLINIC, slug: 'author-draft', publication: 'published' })).status).toBe(403);
    expect((await call(app, staff.author.cookie, 'PUT', `/api/events/${draft.id}`, { ...CLINIC, slug: 'author-draft', status: 'cancelled' })).status).toBe(403);
    const theirs = await call(app, staff.other.cookie, 'PUT', `/api/events/${draft.id}`, { ...CLINIC, slug: 'author-draft', title: 'Taken over' });
    expect(theirs.status).toBe(403);
    expect(theirs.body.detail).toBe('Authors can change only their own events.');
    expect((await call(app, staff.author.cookie, 'PUT', `/api/events/${draft.id}`, { ...CLINIC, slug: 'author-draft', capacity: 20 })).body.capacity).toBe(20);
    const published = await call(app, staff.editor.cookie, 'PUT', `/api/events/${draft.id}`, { ...CLINIC, slug: 'author-draft', capacity: 20, publication: 'published' });
    expect(published.body).toMatchObject({ publication: 'published', authorId: staff.author.id });
    expect((await call(app, staff.author.cookie, 'PUT', `/api/events/${draft.id}`, { ...CLINIC, slug: 'author-draft' })).status).toBe(403);
    expect((await call(app, staff.author.cookie, 'DELETE', `/api/events/${draft.id}`)).status).toBe(403);
    expect((await call(app, staff.editor.cookie, 'DELETE', `/api/events/${draft.id}`)).status).toBe(200);
    expect((await call(app, staff.editor.cookie, 'GET', `/api/events/${draft.id}`)).status).toBe(404);
  });

  it('filters and sorts the list by kind, publication and court', async () => {
    await createEvent(app, app.cookie, { ...openPlay(courtId, 'filter-open-play'), publication: 'published' });
    await createEvent(app, app.cookie, { ...CLINIC, slug: 'filter-league', kind: 'league' });
    const leagues = await call(app, app.cookie, 'GET', `/api/events?filter=${encodeURIComponent('{"kind":"league"}')}`);
    expect((leagues.body as unknown as { slug: string }[]).map((event) => event.slug)).toEqual(['filter-league']);
    const atCourt = await call(app, app.cookie, 'GET', `/api/events?filter=${encodeURIComponent(`{"courtId":${courtId},"publication":"published"}`)}`);
    expect((atCourt.body as unknown as { slug: string }[]).map((event) => event.slug)).toEqual(['filter-open-play']);
    const byTitle = await call(app, app.cookie, 'GET', `/api/events?sort=${encodeURIComponent('["start","DESC"]')}&filter=${encodeURIComponent('{"q":"FILTER"}')}`);
    expect((byTitle.body as unknown as { slug: string }[]).map((event) => event.slug)).toEqual(['filter-open-play', 'filter-league']);
    expect((await call(app, app.cookie, 'GET', `/api/events?filter=${encodeURIComponent('{"kind":"bingo"}')}`)).status).toBe(400);
  });
});
