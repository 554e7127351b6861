import type { EventInput } from '../../../codegen/hey-api/types.gen.ts';
import { call } from '../users/staff.ts';

/** An event every check accepts (at an address); tests change one field at a time. */
export const CLINIC: EventInput = {
  kind: 'clinic',
  title: 'Third-shot drop clinic',
  slug: 'third-shot-drop-clinic',
  start: '2026-04-11T09:00',
  end: '2026-04-11T11:00',
  address: '100 Main St, Austin, TX 78701',
  skillLevels: ['3.0', '3.5'],
  costCents: 2500,
  capacity: 16,
  registrationUrl: 'https://example.com/register',
};

/** Tuesday open play at a court, a weekly series. */
export const openPlay = (courtId: number, slug: string): EventInput => ({
  kind: 'open-play',
  title: 'Tuesday open play',
  slug,
  start: '2026-10-20T18:00',
  end: '2026-10-20T20:00',
  recurrence: { days: ['tu'], until: '2026-12-29' },
  courtId,
  skillLevels: ['all'],
});

export async function createEvent(app: { url: string }, cookie: string | undefined, input: EventInput): Promise<{ id: number } & Record<string, unknown>> {
  const { status, body } = await call(app, cookie, 'POST', '/api/events', input);
  if (status !== 201) throw new Error(`creating ${input.slug}: ${status} ${JSON.stringify(body)}`);
  return body as { id: number } & Record<string, unknown>;
}
