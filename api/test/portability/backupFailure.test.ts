import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call } from '../users/staff.ts';

// Backups cannot be written: where their folder should be, there is a file.
const dataDir = mkdtempSync(path.join(tmpdir(), 'pickleball-backup-failure-'));
writeFileSync(path.join(dataDir, 'backups'), 'not a folder');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const app = useNewsletterApp({ DATA_DIR: dataDir });

describe('a failed backup', { timeout: 60_000 }, () => {
  it('mails the owner, and /api/health reports it', async () => {
    const users = await call(app, app.cookie, 'GET', '/api/users');
    const owner = (users.body as unknown as { isOwner: boolean; email: string }[]).find((user) => user.isOwner)!;
    await expect(app.context.backups.runOnce()).rejects.toThrow();
    const mail = await eventually(() => app.sink.to(owner.email).at(-1), 'the mail to the owner');
    expect(mail.headers.subject).toMatch(/^A backup of .+ failed$/);
    expect(mail.decoded).toContain('could not be written (EEXIST)');
    expect(mail.decoded).toContain('The earlier backups are kept as they were');
    expect(mail.decoded).toContain('https://pickleball.example/n4n4');
    const health = await call(app, undefined, 'GET', '/api/health');
    expect(health.body.backup).toMatchObject({ ok: false });
  });
});
