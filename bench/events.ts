/**
 * Events at scale: a fresh server over a year of weekly sessions at 100 courts (5,000 published
 * events, stored before it starts), then the public calendar and a filtered feed under load, warm,
 * and how long the first answer after a change takes (the body every later reader shares).
 */
import path from 'node:path';
import { DateTime } from 'luxon';
import type { CourtFields } from '../api/src/courts/court.ts';
import { createCourtRepository } from '../api/src/courts/repository/courtRepository.ts';
import type { EventFields, EventKind, SkillLevel } from '../api/src/events/event.ts';
import { createEventRepository } from '../api/src/events/repository/eventRepository.ts';
import { load, snapshot } from './apiLoad.ts';
import { withBareServer } from './bareServer.ts';
import { random, seedDatabase } from './seed.ts';
import { runAlone, signIn, startSite } from './server.ts';
import { smoke, warmUp } from './smoke.ts';
import { int, kb, ms, type Row } from './table.ts';

export const COURTS = smoke ? 10 : 100;
export const WEEKS = smoke ? 10 : 50;
const POSTS = smoke ? 20 : 300;
const SECONDS = smoke ? 1 : 10;
/** Austin's centre: every court is within 10 miles of it. */
const CENTRE = { zip: '78701', city: 'Austin', state: 'TX', lat: 30.2711, lng: -97.7437 };
const KINDS: EventKind[] = ['open-play', 'open-play', 'clinic', 'league', 'social'];
const LEVELS: SkillLevel[][] = [['all'], ['3.0', '3.5'], ['3.5', '4.0'], ['2.5', '3.0'], ['4.0', '4.5', '5.0+']];

function courts(rand: () => number): CourtFields[] {
  return Array.from({ length: COURTS }, (_, i) => ({
    name: `Eastside Rec Court ${i + 1}`,
    address: `${100 + i} Rally Lane`,
    city: CENTRE.city,
    state: CENTRE.state,
    zip: CENTRE.zip,
    lat: CENTRE.lat + (rand() - 0.5) * 0.2,
    lng: CENTRE.lng + (rand() - 0.5) * 0.2,
    positionFromZip: false,
    indoorCourts: Math.floor(rand() * 4),
    outdoorCourts: 2 + Math.floor(rand() * 6),
    access: rand() < 0.7 ? 'public' : 'private',
    lighted: rand() < 0.5,
    fee: 'Free',
    website: '',
    notes: '',
  }));
}

/** One single session per court per week for `WEEKS` weeks from this week, each court at its own weekday and hour. */
function events(courtIds: number[], ownerId: number): EventFields[] {
  const monday = DateTime.now().setZone('America/Chicago').startOf('week');
  const list: EventFields[] = [];
  courtIds.forEach((courtId, c) => {
    for (let week = 0; week < WEEKS; week += 1) {
      const start = monday.plus({ weeks: week, days: c % 7, hours: 8 + (c % 11) });
      const kind = KINDS[(c + week) % KINDS.length]!;
      list.push({
        kind,
        title: `${kind === 'open-play' ? 'Open play' : kind === 'clinic' ? 'Third-shot drop clinic' : kind === 'league' ? 'Ladder league night' : 'Paddle social'} at court ${c + 1}`,
        slug: `court-${c + 1}-week-${week + 1}`,
        description: '<p>Bring a paddle and water; loaner balls on site. Rotations every 11 points.</p>',
        start: start.toFormat("yyyy-MM-dd'T'HH:mm"),
        end: start.plus({ hours: 2 }).toFormat("yyyy-MM-dd'T'HH:mm"),
        recurrence: null,
        exceptions: { cancelled: [], moved: [] },
        courtId,
        address: '',
        skillLevels: LEVELS[(c + week) % LEVELS.length]!,
        costCents: week % 3 === 0 ? 500 : null,
        capacity: 16,
        registrationUrl: '',
        organizerName: 'Eastside Pickleball Club',
        organizerContact: 'events@example.org',
        status: 'scheduled',
        previousStart: null,
        publication: 'published',
        authorId: ownerId,
        sequence: 0,
      });
    }
  });
  return list;
}

/** How long one read takes, and the size of what it answered (uncompressed). */
async function timeFirst(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

const timed = ({ ms: took, bytes }: { ms: number; bytes: number }) => `${ms(took)} (${kb(bytes)})`;

export async function measureEvents(workDir: string, webDist: string): Promise<Row[]> {
  const dataDir = path.join(workDir, 'events-data');
  let stored = 0;
  await seedDatabase(dataDir, POSTS, async (ownerId) => {
    const made = await createCourtRepository().createMany(courts(random(7)));
    stored = (await createEventRepository().createMany(events(made.map((court) => court.id), ownerId))).length;
  });
  const site = await startSite({ dataDir, webDist, logFile: path.join(workDir, 'events.log') });
  try {
    const calendar = ['/events', '/events?kind=open-play', '/events?skill=3.5&near=78701&miles=10', '/events?kind=clinic&near=Austin%2C%20TX&miles=25'];
    const feed = '/events.ics?kind=open-play&near=78701&miles=10&skill=3.5';
    // Cold: the first answer computes what every later reader shares.
    const cold = { calendar: await timeFirst(`${site.url}${calendar[2]}`), feed: await timeFirst(`${site.url}${feed}`), courts: await timeFirst(`${site.url}/api/public/courts?near=78701&miles=10`) };
    // After a change (one event renamed), the first read again.
    const cookie = await signIn(site.url);
    const [first] = (await (await fetch(`${site.url}/api/events?range=[0,0]`, { headers: { Cookie: cookie } })).json()) as { id: number }[];
    if (!first) throw new Error('the events list is empty');
    const event = (await (await fetch(`${site.url}/api/events/${first.id}`, { headers: { Cookie: cookie } })).json()) as Record<string, unknown>;
    const { id: _id, updatedAt: _u, authorId: _a, sequence: _s, ...fields } = event;
    const saved = await fetch(`${site.url}/api/events/${first.id}`, { method: 'PUT', headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: site.url }, body: JSON.stringify({ ...fields, title: `${String(event.title)} (moved indoors)` }) });
    if (saved.status !== 200) throw new Error(`saving an event answered ${saved.status}: ${await saved.text()}`);
    const afterChange = await timeFirst(`${site.url}${feed}`);
    for (const p of calendar) await timeFirst(`${site.url}${p}`);

    const run = (paths: string[], headers?: Record<string, string>) => (seconds: number) =>
      load({ url: `${site.url}${paths[0]}`, seconds, connections: 20, expectStatus: 200, headers, requests: paths.map((p) => ({ method: 'GET' as const, path: p })) });
    await warmUp(run(calendar));
    const pages = await run(calendar)(SECONDS);
    // Calendar apps ask for the feed compressed; a client that does not gets the whole body.
    const asCalendarApps = { 'Accept-Encoding': 'gzip' };
    await warmUp(run([feed], asCalendarApps));
    const icsGzip = await run([feed], asCalendarApps)(SECONDS);
    await warmUp(run([feed]));
    const ics = await run([feed])(SECONDS);
    // The floor for so large a body on this machine: a bare node:http server sending the same bytes.
    const floor = await withBareServer(workDir, { [feed]: await snapshot(`${site.url}${feed}`) }, async (bareUrl) => {
      const bareRun = (seconds: number) => load({ url: `${bareUrl}${feed}`, seconds, connections: 20, expectStatus: 200 });
      await warmUp(bareRun);
      return bareRun(SECONDS);
    });
    const size = `${int(stored)} events at ${COURTS} courts`;
    return [
      {
        measure: `GET /events (${calendar.length} filters, rendered), ${size}, 20 conn, warm`,
        result: `${int(pages.rps)} rps, p50 ${ms(pages.p50)}, p99 ${ms(pages.p99)}, ${int(pages.bad)} errors`,
        target: 'p99 <= 20 ms, 0 errors',
        pass: pages.p99 <= 20 && pages.bad === 0 && pages.requests > 0,
      },
      {
        measure: `GET ${feed} with Accept-Encoding: gzip (as calendar apps ask), ${size}, 20 conn, warm`,
        result: `${int(icsGzip.rps)} rps, p50 ${ms(icsGzip.p50)}, p99 ${ms(icsGzip.p99)}, ${int(icsGzip.bad)} errors`,
        target: 'p99 <= 20 ms, 0 errors',
        pass: icsGzip.p99 <= 20 && icsGzip.bad === 0 && icsGzip.requests > 0,
      },
      {
        measure: `GET ${feed} uncompressed (${kb(cold.feed.bytes)}), ${size}, 20 conn, warm; beside a bare node:http server sending the same bytes`,
        result: `api ${int(ics.rps)} rps, p50 ${ms(ics.p50)}, p99 ${ms(ics.p99)}, ${int(ics.bad)} errors | bare ${int(floor.rps)} rps, p50 ${ms(floor.p50)}, p99 ${ms(floor.p99)}`,
        // Nearly a megabyte a request: the machine's own floor (the bare server) decides, not the 20 ms.
        target: "p99 <= 1.1 x bare's (this body's floor here), 0 errors",
        pass: ics.p99 <= 1.1 * floor.p99 && ics.bad === 0 && ics.requests > 0,
      },
      {
        measure: `Events: first answer (built once, then shared), ${size}: a filtered /events, the filtered feed, a court search listing sessions; the feed again after one event changed`,
        result: `${timed(cold.calendar)}, ${timed(cold.feed)}, ${timed(cold.courts)}; ${timed(afterChange)}`,
        target: 'reported',
        pass: undefined,
      },
    ];
  } finally {
    await site.child.stop();
  }
}

runAlone(import.meta.url, measureEvents);
