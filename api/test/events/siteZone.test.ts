import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { settingsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SettingsInput } from '../../../codegen/hey-api/types.gen.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';
import { CLINIC, createEvent } from './fixtures.ts';

/** A day two weeks ahead, so the clinic is upcoming whatever today is. */
const day = DateTime.now().plus({ weeks: 2 }).toISODate()!;
const clinic = { ...CLINIC, slug: 'zone-clinic', start: `${day}T18:00`, end: `${day}T20:00`, publication: 'published' as const };

describe("events keep their wall-clock times in the site's time zone setting", () => {
  const app = useTestApp();

  it('reads 18:00 in Chicago by default, and in New York once the owner sets it, on the page, the list and the feed', async () => {
    await createEvent(app, app.cookie, clinic);
    const read = async () => {
      const { timeZone, occurrences } = (await call(app, undefined, 'GET', '/api/public/events/zone-clinic')).body as { timeZone: string; occurrences: { start: string }[] };
      return { timeZone, start: occurrences[0]!.start };
    };
    const chicago = await read();
    expect(chicago.timeZone).toBe('America/Chicago');
    expect(Date.parse(chicago.start)).toBe(DateTime.fromISO(`${day}T18:00`, { zone: 'America/Chicago' }).toMillis());

    const saved = await settingsUpdate({ client: app.admin, body: { ...(SETTINGS_DEFAULTS as SettingsInput), timeZone: 'America/New_York' } });
    expect(saved.response?.status).toBe(200);

    const newYork = await read();
    expect(newYork.timeZone).toBe('America/New_York');
    expect(Date.parse(newYork.start)).toBe(DateTime.fromISO(`${day}T18:00`, { zone: 'America/New_York' }).toMillis());
    const list = (await call(app, undefined, 'GET', '/api/public/events')).body as { timeZone: string; items: { slug: string; start: string }[] };
    expect(list.timeZone).toBe('America/New_York');
    expect(Date.parse(list.items.find((item) => item.slug === 'zone-clinic')!.start)).toBe(Date.parse(newYork.start));
    const feed = await (await fetch(`${app.url}/events.ics`)).text();
    expect(feed).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(feed).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T180000/);
  });
});
