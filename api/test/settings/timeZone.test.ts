import { describe, expect, it } from 'vitest';
import { settingsGet, settingsPublic, settingsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SettingsInput } from '../../../codegen/hey-api/types.gen.ts';
import { SETTINGS_DEFAULTS, SETTINGS_MESSAGES } from '../../../common/settings.ts';
import { useTestApp } from '../helpers/testApp.ts';

const input = (changes: Partial<SettingsInput> = {}): SettingsInput => ({ ...(SETTINGS_DEFAULTS as SettingsInput), ...changes });
const errorsOf = (error: unknown) => (error as { errors: Record<string, string> }).errors;

describe('the site time zone setting', () => {
  const app = useTestApp();

  it('starts in Chicago, keeps the zone the owner saves, and tells anyone which it is', async () => {
    expect((await settingsGet({ client: app.admin })).data?.timeZone).toBe('America/Chicago');
    expect((await settingsPublic({ client: app.anonymous })).data?.timeZone).toBe('America/Chicago');

    const saved = await settingsUpdate({ client: app.admin, body: input({ timeZone: 'Europe/London' }) });
    expect(saved.response?.status).toBe(200);
    expect(saved.data?.timeZone).toBe('Europe/London');
    expect((await settingsPublic({ client: app.anonymous })).data?.timeZone).toBe('Europe/London');
  });

  it('takes the default when a client leaves the zone out', async () => {
    const { timeZone: _zone, ...withoutZone } = input();
    const saved = await settingsUpdate({ client: app.admin, body: withoutZone as SettingsInput });
    expect(saved.response?.status).toBe(200);
    expect(saved.data?.timeZone).toBe('America/Chicago');
  });

  it('refuses a name no zone database knows, and one that is not a zone name at all, changing nothing', async () => {
    await settingsUpdate({ client: app.admin, body: input({ timeZone: 'Asia/Tokyo' }) });
    const before = (await settingsGet({ client: app.admin })).data;
    for (const timeZone of ['Mars/Olympus_Mons', '../../etc/passwd', '', 'America/Chicago\n', 'x'.repeat(65)]) {
      const { response, error } = await settingsUpdate({ client: app.admin, body: input({ timeZone }) });
      expect(response?.status, timeZone).toBe(400);
      expect(response?.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(errorsOf(error)).toEqual({ timeZone: SETTINGS_MESSAGES.timeZone });
    }
    expect((await settingsGet({ client: app.admin })).data).toEqual(before);
  });
});
