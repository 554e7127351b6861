import { describe, expect, it } from 'vitest';
import { settingsGet, settingsPublic, settingsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SettingsInput } from '../../../codegen/hey-api/types.gen.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { useTestApp } from '../helpers/testApp.ts';

const input = (changes: Partial<SettingsInput> = {}): SettingsInput => ({ ...(SETTINGS_DEFAULTS as SettingsInput), ...changes });
const errorsOf = (error: unknown) => (error as { errors: Record<string, string> }).errors;

describe('brand settings', () => {
  const app = useTestApp();

  it("starts with today's colours, addresses and line, and shows the public ones to anyone", async () => {
    const { data } = await settingsGet({ client: app.admin });
    expect(data).toMatchObject({ accentColor: '#0f5132', accentColorDark: '#8fd3ad', publicEmail: 'hello@pickleballhub.example', pressEmail: 'press@pickleballhub.example', externalLinksNofollow: true });
    expect(data?.trustedBy).toContain('trusted by thousands of players across the U.S.');

    const saved = await settingsUpdate({ client: app.admin, body: input({ accentColor: '#1D4ED8', accentColorDark: '#fbbf24', publicEmail: 'club@riverside.example', pressEmail: '', trustedBy: 'Loved by 300 members.', externalLinksNofollow: false }) });
    expect(saved.response?.status).toBe(200);
    const open = (await settingsPublic({ client: app.anonymous })).data;
    expect(open).toMatchObject({ accentColor: '#1D4ED8', accentColorDark: '#fbbf24', publicEmail: 'club@riverside.example', pressEmail: '', trustedBy: 'Loved by 300 members.' });
    expect(open).not.toHaveProperty('externalLinksNofollow');
    expect(open).not.toHaveProperty('contactEmail');
  });

  it('refuses an accent colour that text cannot be read in, saying the ratio it has and the one it needs', async () => {
    const before = (await settingsGet({ client: app.admin })).data;
    const { response, error } = await settingsUpdate({ client: app.admin, body: input({ siteTitle: 'Pale Club', accentColor: '#99cc66', accentColorDark: '#1f2a24' }) });
    expect(response?.status).toBe(400);
    expect(response?.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(errorsOf(error)).toEqual({
      accentColor: "Accent colour #99cc66 has a contrast of 1.82:1 on the light theme's page background (#fbfcf9); text needs at least 4.5:1.",
      accentColorDark: "Dark theme accent colour #1f2a24 has a contrast of 1.07:1 on the dark theme's card background (#1a241f); text needs at least 4.5:1.",
    });
    expect((await settingsGet({ client: app.admin })).data).toEqual(before);
  });

  it('takes a colour just above the line and refuses one just below it', async () => {
    // On the page's #fbfcf9, #747474 reaches 4.53:1 and #757575 only 4.47:1 (4.6:1 on white).
    expect((await settingsUpdate({ client: app.admin, body: input({ accentColor: '#747474' }) })).response?.status).toBe(200);
    const refused = await settingsUpdate({ client: app.admin, body: input({ accentColor: '#757575' }) });
    expect(refused.response?.status).toBe(400);
    expect(errorsOf(refused.error).accentColor).toBe("Accent colour #757575 has a contrast of 4.47:1 on the light theme's page background (#fbfcf9); text needs at least 4.5:1.");
  });

  it('refuses bad colours, addresses and a too-long line with the field messages, changing nothing', async () => {
    const before = (await settingsGet({ client: app.admin })).data;
    const { response, error } = await settingsUpdate({
      client: app.admin,
      body: input({ accentColor: 'green', accentColorDark: '#8fd3a', publicEmail: 'not an address', pressEmail: 'press@', trustedBy: 'x'.repeat(201) }),
    });
    expect(response?.status).toBe(400);
    expect(errorsOf(error)).toMatchObject({
      accentColor: 'Enter a colour as # and six hex digits, e.g. #0f5132.',
      accentColorDark: 'Enter a colour as # and six hex digits, e.g. #0f5132.',
      publicEmail: 'Enter an email address, or leave it empty.',
      pressEmail: 'Enter an email address, or leave it empty.',
      trustedBy: 'The trusted-by line must be 200 characters or fewer.',
    });
    expect((await settingsGet({ client: app.admin })).data).toEqual(before);
    expect((await settingsUpdate({ client: app.admin, body: input({ trustedBy: 'y'.repeat(200) }) })).response?.status).toBe(200);
  });

  it("gives the RSS feed the site's title and its logo as the channel image", async () => {
    const logo = 'https://cdn.riverside.example/logo.png';
    expect((await settingsUpdate({ client: app.admin, body: input({ siteTitle: 'Riverside Pickleball Club', logo }) })).response?.status).toBe(200);
    const rss = await (await fetch(`${app.url}/rss.xml`)).text();
    expect(rss).toContain('<title>The Riverside Pickleball Club Blog</title>');
    expect(rss).toContain(`<image><url>${logo}</url><title>The Riverside Pickleball Club Blog</title><link>https://pickleball.example/blog</link></image>`);
  });
});
