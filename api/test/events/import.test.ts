import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_IMPORT_MAX_BYTES } from '../../../common/events.ts';
import { eventCsvTemplate } from '../../../common/eventCsvTemplate.ts';
import { GOOD_COURT } from '../courts/fixtures.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';

const HEADER = 'kind,title,description,start,end,days,until,courtId,address,skillLevels,cost,capacity,registrationUrl,organizerName,organizerContact';

describe('event CSV import', () => {
  const app = useNewsletterApp();
  const staff = {} as Record<'viewer' | 'author', { id: number; cookie: string }>;
  let courtId = 0;
  beforeAll(async () => {
    staff.viewer = await staffMember(app, 'viewer', 'import-viewer');
    staff.author = await staffMember(app, 'author', 'import-author');
    courtId = (await call(app, app.cookie, 'POST', '/api/courts', GOOD_COURT)).body.id as number;
  });

  const send = async (cookie: string | undefined, csv: string) => {
    const response = await fetch(`${app.url}/api/events/import`, { method: 'POST', headers: { 'Content-Type': 'text/csv', ...(cookie ? { Cookie: cookie } : {}) }, body: csv });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
  };
  const events = async () => (await call(app, app.cookie, 'GET', '/api/events?sort=["id","ASC"]&range=[0,99]')).body as unknown as Record<string, unknown>[];

  it('stores every row of a good file as the author\'s drafts, series and formula-like cells as they were written', async () => {
    const csv = [
      HEADER,
      `open-play,Evening open play,"Bring a paddle.\n\nWe play <fast> & friendly.",2026-12-01T18:00,2026-12-01T20:00,tu th,2027-03-30,${courtId},,3.0 3.5,5,24,https://example.com/join,Ana,ana@example.com`,
      'clinic,"=HYPERLINK(""https://evil.example"",""click"")",,2026-12-05 09:00,2026-12-05 11:00,,,,"100 Main St, Austin, TX 78701",,$12.50,,,,',
      'social,Evening open play,,2026-12-12T19:00,2026-12-12T22:00,,,,1 Lake Rd,,free,,,,',
    ].join('\r\n');
    const { status, body } = await send(staff.author.cookie, csv);
    expect(status).toBe(201);
    expect(body).toEqual({ imported: 3 });
    const stored = await events();
    expect(stored).toMatchObject([
      {
        kind: 'open-play',
        title: 'Evening open play',
        slug: 'evening-open-play',
        description: '<p>Bring a paddle.</p><p>We play &lt;fast&gt; &amp; friendly.</p>',
        start: '2026-12-01T18:00',
        recurrence: { days: ['tu', 'th'], until: '2027-03-30' },
        courtId,
        skillLevels: ['3.0', '3.5'],
        costCents: 500,
        capacity: 24,
        registrationUrl: 'https://example.com/join',
        organizerContact: 'ana@example.com',
        publication: 'draft',
        status: 'scheduled',
        authorId: staff.author.id,
      },
      { kind: 'clinic', title: '=HYPERLINK("https://evil.example","click")', slug: 'hyperlink-https-evil-example-click', start: '2026-12-05T09:00', costCents: 1250, address: '100 Main St, Austin, TX 78701', recurrence: null, skillLevels: ['all'] },
      { kind: 'social', slug: 'evening-open-play-2', costCents: 0, publication: 'draft' },
    ]);
  });

  it('refuses the whole file with each bad row by line and field, storing nothing', async () => {
    const before = await events();
    const csv = [
      HEADER,
      'open-play,Fine row,,2026-12-01T18:00,2026-12-01T20:00,,,,1 Lake Rd,,,,,,',
      'dance,No such kind,,2026-12-01T18:00,2026-12-01T20:00,,,,1 Lake Rd,,,,,,',
      'clinic,"Two line\nplace",,2026-12-01 18:00,2026-12-01 17:00,,,,1 Lake Rd,,ten,,http://example.com,,',
      'clinic,Bad series,,2026-12-01T18:00,2026-12-01T20:00,xx,2026-12-20,,1 Lake Rd,,,,,,',
      'clinic,Nowhere court,,2026-12-01T18:00,2026-12-01T20:00,,,99999,,,,,,,',
      'clinic,Short row',
    ].join('\n');
    const { status, type, body } = await send(app.cookie, csv);
    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(body).toMatchObject({
      detail: '5 rows have problems; nothing was imported.',
      rows: [
        { line: 3, errors: { kind: expect.stringContaining('Kind must be one of') } },
        {
          line: 4,
          errors: {
            end: 'The end must be after the start, on the same day or the next',
            cost: 'Cost must be an amount in US dollars, e.g. 10 or 12.50 (empty: free or unknown)',
            registrationUrl: 'The registration link must be an https:// address',
          },
        },
        // The quoted title of line 4 spans two lines, so the next row starts on line 6.
        { line: 6, reason: 'days: Pick at least one weekday (mo, tu, we, th, fr, sa, su)' },
        { line: 7, reason: 'courtId: No court has this id' },
        { line: 8, reason: 'Has 2 values but the header has 15' },
      ],
    });
    expect(await events()).toEqual(before);
  });

  it('takes the template the back office offers as it is', async () => {
    const { status, body } = await send(app.cookie, eventCsvTemplate(new Date()));
    expect(status).toBe(201);
    expect(body).toEqual({ imported: 2 });
  });

  it.each([
    ['an empty file', '', 'The file has no events: one header row, then one event per row.'],
    ['a header alone', `${HEADER}\n`, 'The file has no events: one header row, then one event per row.'],
    ['an unknown column', 'kind,title,when\nclinic,X,today', 'Unknown columns: when.'],
  ])('refuses %s with 400', async (_label, csv, detail) => {
    const { status, body } = await send(app.cookie, csv);
    expect(status).toBe(400);
    expect(body.detail).toContain(detail);
  });

  it('lets authors import but not viewers or visitors, and refuses a file over the limit', async () => {
    const before = await events();
    const csv = `${HEADER}\nclinic,Viewer clinic,,2026-12-01T18:00,2026-12-01T20:00,,,,1 Lake Rd,,,,,,\n`;
    expect((await send(staff.viewer.cookie, csv)).status).toBe(403);
    expect((await send(undefined, csv)).status).toBe(401);
    const huge = `${HEADER}\n${`clinic,${'x'.repeat(150)},,2026-12-01T18:00,2026-12-01T20:00,,,,1 Lake Rd,,,,,,\n`.repeat(Math.ceil(EVENT_IMPORT_MAX_BYTES / 200) + 10)}`;
    const tooLarge = await send(app.cookie, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.type).toContain('application/problem+json');
    expect(await events()).toEqual(before);
  });
});
