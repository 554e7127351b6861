import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT_PER_ADDRESS, COMMENT_LIMIT_PER_MEMBER } from '../../../common/comments.ts';
import { readConfig } from '../../src/config.ts';
import { MAIL_QUOTAS } from '../../src/mail/quota.ts';
import { signedInMember } from '../members/signIn.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, postFrom } from '../users/staff.ts';

// A server whose comment limits and mail quotas are twice the defaults (the fuzzer raises them so).
const SCALE = 2;
const app = useNewsletterApp({ COMMENT_LIMIT_SCALE: String(SCALE), MAIL_QUOTA_SCALE: String(SCALE) });

let clientNumber = 0;
const nextClient = () => `10.91.0.${++clientNumber}`;
const comment = (cookie: string, slug: string, text: string, client = nextClient()) => postFrom(app, client, `/api/public/posts/${slug}/comments`, { text, typingMs: 5000 }, cookie);

describe('raised limits (COMMENT_LIMIT_SCALE, MAIL_QUOTA_SCALE)', () => {
  it('are 1 unless set, and only a whole number of at least 1', () => {
    const config = readConfig({ NODE_ENV: 'test' });
    expect([config.commentLimitScale, config.mailQuotaScale]).toEqual([1, 1]);
    expect(readConfig({ NODE_ENV: 'test', COMMENT_LIMIT_SCALE: '1000', MAIL_QUOTA_SCALE: '30' })).toMatchObject({ commentLimitScale: 1000, mailQuotaScale: 30 });
    for (const bad of ['0', '1.5', '-2', 'lots']) {
      expect(() => readConfig({ NODE_ENV: 'test', COMMENT_LIMIT_SCALE: bad })).toThrow('COMMENT_LIMIT_SCALE must be a whole number of at least 1');
      expect(() => readConfig({ NODE_ENV: 'test', MAIL_QUOTA_SCALE: bad })).toThrow('MAIL_QUOTA_SCALE must be a whole number of at least 1');
    }
  });

  it('multiply the comments one member and one address may send before 429', async () => {
    const created = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: 'Scaled', slug: 'scaled-limits', content: 'Dinks.', publishStatus: 'published' });
    expect(created.status).toBe(201);
    const eager = await signedInMember(app, 'eager.scaled@example.net');
    for (let i = 0; i < COMMENT_LIMIT_PER_MEMBER * SCALE; i++) expect((await comment(eager, 'scaled-limits', `Point ${i}`)).status).toBe(201);
    expect((await comment(eager, 'scaled-limits', 'One more')).status).toBe(429);

    const shared = await signedInMember(app, 'shared.scaled@example.net');
    for (let i = 0; i < COMMENT_LIMIT_PER_ADDRESS * SCALE; i++) expect((await comment(shared, 'no-such-post', 'Hello', '10.92.0.1')).status).toBe(404);
    expect((await comment(shared, 'scaled-limits', 'Hello', '10.92.0.1')).status).toBe(429);
  });

  it('multiply the invitations one recipient may get in an hour', async () => {
    const invited = await call(app, app.cookie, 'POST', '/api/users', { username: 'scaled-invitee', email: 'scaled.invitee@example.net', role: 'author' });
    expect(invited.status).toBe(201);
    // The invitation itself was the first of the recipient's quota.
    for (let sent = 1; sent < MAIL_QUOTAS.invitation.perRecipient * SCALE; sent++) expect((await call(app, app.cookie, 'POST', `/api/users/${invited.body.id}/invitation`)).status).toBe(200);
    expect((await call(app, app.cookie, 'POST', `/api/users/${invited.body.id}/invitation`)).status).toBe(429);
  });
});
