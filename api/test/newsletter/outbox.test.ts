import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createNewsletterMail as createNewsletter } from '../../src/newsletter/mailing.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pickleball-outbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('mail without SMTP_URL', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file and logs its links', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
    const config = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SITE_URL: 'https://pickleball.example', SESSION_SECRET: 'outbox-secret' });
    expect(config.smtpUrl).toBeUndefined();
    const newsletter = createNewsletter(config, logger);
    await newsletter.sendConfirmation({ email: 'local.dev@example.com', id: '0123456789abcdef01234567', claims: { s: '0123456789abcdef01234567', n: 'nonce', e: Date.now() + 1000 } });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: local\.dev@example\.com$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; links?: string[] }).find((entry) => entry.links);
    expect(logged?.links?.[0]).toMatch(/^https:\/\/pickleball\.example\/newsletter\/confirm\?token=confirm\./);
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => readConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL must start with smtp:\/\//);
  });
});
