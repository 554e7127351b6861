import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/testApp.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { codeAt, cookieFrom } from '../twoFactor/totp.ts';
import { call, postFrom, STAFF_PASSWORD, staffMember } from '../users/staff.ts';
import { useFreshApps } from './freshApp.ts';

// Staff are invited by mail (the newsletter app's sink); the site restored into runs with another
// session secret, as another server would, so two-factor secrets must be sealed again there.
const app = useNewsletterApp();
const { newSite } = useFreshApps({ env: { SESSION_SECRET: 'another-server-secret' } });

const PASSPHRASE = 'correct horse battery staple';

const fullBackup = (url: string, cookie: string | undefined, passphrase: string) =>
  fetch(`${url}/api/export/full`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify({ passphrase }) });

const restore = (url: string, cookie: string, file: Uint8Array, passphrase?: string) =>
  fetch(`${url}/api/import/site`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/octet-stream', ...(passphrase === undefined ? {} : { 'Backup-Passphrase': encodeURIComponent(passphrase) }) },
    body: new Uint8Array(file),
  });

const detail = async (response: Response) => ((await response.json()) as { detail: string }).detail;
const usernames = async (url: string, cookie: string) => ((await call({ url }, cookie, 'GET', '/api/users')).body as unknown as { username: string }[]).map((user) => user.username).sort();

describe('a full backup, encrypted with a passphrase', () => {
  it('restores into an empty site with the staff passwords, two-factor and webhooks; a wrong passphrase or a changed byte changes nothing', async () => {
    const robin = await staffMember(app, 'editor', 'robin');
    const setup = await call(app, robin.cookie, 'POST', '/api/auth/2fa/setup');
    const secret = setup.body.secret as string;
    expect((await call(app, robin.cookie, 'POST', '/api/auth/2fa/enable', { code: codeAt(secret) })).status).toBe(200);
    const hook = await call(app, app.cookie, 'POST', '/api/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['post.published'], allowPrivateAddresses: true });
    expect(hook.status).toBe(201);

    // The plain export still holds no secret.
    const plain = unzipSync(new Uint8Array(await (await fetch(`${app.url}/api/export`, { headers: { Cookie: app.cookie } })).arrayBuffer()));
    expect(Object.keys(plain)).not.toEqual(expect.arrayContaining(['staff-credentials.json']));
    expect(Object.keys(plain).filter((name) => /credentials|two-factor|webhooks/.test(name))).toEqual([]);
    const plainText = Object.values(plain).map((bytes) => strFromU8(bytes)).join('\n');
    expect(plainText).not.toMatch(/\$argon2|passwordHash/);
    expect(plainText).not.toContain(secret);
    expect(plainText).not.toContain(hook.body.secret as string);

    // Admins only; a passphrase of at least 12 characters.
    expect((await fullBackup(app.url, undefined, PASSPHRASE)).status).toBe(401);
    expect((await fullBackup(app.url, robin.cookie, PASSPHRASE)).status).toBe(403);
    const short = await fullBackup(app.url, app.cookie, 'too short');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ errors: { passphrase: 'A passphrase has at least 12 characters.' } });

    const answer = await fullBackup(app.url, app.cookie, PASSPHRASE);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="pickleball-hub-full-backup-\d{4}-\d{2}-\d{2}\.phbackup"$/);
    const sealed = new Uint8Array(await answer.arrayBuffer());
    expect(Buffer.from(sealed.subarray(0, 8)).toString('latin1')).toBe('PBHUBENC');
    expect(Buffer.from(sealed).toString('latin1')).not.toMatch(/argon2|manifest\.json/);
    const log = await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action: 'site.exportFull' }))}`);
    expect(log.body).toHaveLength(1);
    expect(JSON.stringify(log.body)).not.toContain(PASSPHRASE);

    const fresh = await newSite();
    const owner = await signIn(fresh.url);
    const before = await usernames(fresh.url, owner);

    const missing = await restore(fresh.url, owner, sealed);
    expect(missing.status).toBe(400);
    expect(await detail(missing)).toBe('This backup is encrypted: give the passphrase it was made with.');
    const wrong = await restore(fresh.url, owner, sealed, 'not the passphrase at all');
    expect(wrong.status).toBe(400);
    expect(await detail(wrong)).toBe('The passphrase does not open this backup, or the file was changed since it was made.');
    for (const at of [20, Math.floor(sealed.length / 2), sealed.length - 1]) {
      const tampered = new Uint8Array(sealed);
      tampered[at] = tampered[at]! ^ 0x01;
      const refused = await restore(fresh.url, owner, tampered, PASSPHRASE);
      expect(refused.status, `byte ${at}`).toBe(400);
      expect(await detail(refused)).toBe('The passphrase does not open this backup, or the file was changed since it was made.');
    }
    expect(await usernames(fresh.url, owner)).toEqual(before);

    const restored = await restore(fresh.url, owner, sealed, PASSPHRASE);
    expect(restored.status).toBe(200);
    expect(await usernames(fresh.url, owner)).toEqual(expect.arrayContaining(['robin']));

    // Robin signs in with the old password and the old authenticator.
    const passwordStep = await postFrom(fresh, '203.0.113.77', '/api/auth/login', { username: 'robin', password: STAFF_PASSWORD });
    expect(passwordStep.body).toEqual({ twoFactorRequired: true });
    const pending = cookieFrom(passwordStep.response, 'n4n4_2fa');
    const verified = await postFrom(fresh, '203.0.113.77', '/api/auth/login/verify', { code: codeAt(secret, Date.now() + 30_000) }, pending);
    expect(verified.status).toBe(200);
    expect(cookieFrom(verified.response, 'n4n4_session')).toBeDefined();
    // The owner keeps this site's password, and the webhook is back.
    expect(await signIn(fresh.url)).toBeTruthy();
    const hooks = (await call(fresh, owner, 'GET', '/api/webhooks')).body as unknown as { url: string }[];
    expect(hooks.map((found) => found.url)).toEqual(['http://127.0.0.1:9/hook']);
  }, 60_000);
});
