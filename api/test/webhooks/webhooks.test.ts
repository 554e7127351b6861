import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { CLINIC } from '../events/fixtures.ts';
import { linksIn } from '../newsletter/smtpSink.ts';
import { call, staffMember } from '../users/staff.ts';
import { startReceiver } from './receiver.ts';

// A short backoff: 30 ms before the second attempt, 120 ms before the third.
const app = useNewsletterApp({ WEBHOOK_RETRY_MS: '30' });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
// Each test starts with no hook, even when the one before failed half-way.
afterEach(async () => {
  const { body } = await call(app, app.cookie, 'GET', '/api/webhooks');
  for (const hook of body as unknown as { id: number }[]) await call(app, app.cookie, 'DELETE', `/api/webhooks/${hook.id}`);
});
/** Deliveries arrive after the answer; a busy machine may take a while. */
const arrived = <T>(check: () => T | undefined | false, what: string) => eventually(check, what, 30_000);

interface Hook {
  id: number;
  url: string;
  events: string[];
  secret?: string;
  lastDelivery?: { ok: boolean; status?: number };
}

const asAdmin = (method: string, path: string, body?: unknown) => call(app, app.cookie, method, path, body);

async function addHook(events: string[], extra: object = {}): Promise<Hook> {
  const created = await asAdmin('POST', '/api/webhooks', { url: receiver.url, events, allowPrivateAddresses: true, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as unknown as Hook;
}

/** What a receiver does: the signature of `timestamp.body` under the secret, compared in constant time. */
function verifies(secret: string, headers: Record<string, string | string[] | undefined>, body: string): boolean {
  const timestamp = String(headers['x-webhook-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return headers['x-webhook-signature'] === expected;
}

async function publishPost(slug: string) {
  const made = await asAdmin('POST', '/api/blog/posts', { title: `Post ${slug}`, slug, content: '<p>Third-shot drops, drilled.</p>', publishStatus: 'published' });
  expect(made.status).toBe(201);
  return made.body as { id: number; version: number; title: string; slug: string; content: string };
}

const deliveries = async (hookId: number) => {
  const log = await asAdmin('GET', `/api/webhooks/${hookId}/deliveries`);
  expect(log.status).toBe(200);
  return log.body as unknown as { attempt: number; ok: boolean; status?: number; event: string; durationMs: number; response?: string; at: string }[];
};

describe('outgoing webhooks', { timeout: 90_000 }, () => {
  it('refuses a private or loopback address unless the hook allows it, and a URL that is not http(s)', async () => {
    for (const url of ['http://127.0.0.1:9/x', 'http://[::1]/x', 'http://[::ffff:10.0.0.7]/x', 'http://169.254.169.254/latest', 'http://0.0.0.0/', 'http://[fd00::1]/', 'http://192.168.1.20/']) {
      const refused = await asAdmin('POST', '/api/webhooks', { url, events: ['post.published'] });
      expect(refused.status, url).toBe(400);
      expect((refused.body.errors as Record<string, string>).url).toMatch(/private or local network/);
    }
    const ftp = await asAdmin('POST', '/api/webhooks', { url: 'ftp://hooks.example.net/x', events: ['post.published'] });
    expect(ftp.status).toBe(400);
    expect((ftp.body.errors as Record<string, string>).url).toMatch(/http:\/\/ or https:\/\//);
    const list = await asAdmin('GET', '/api/webhooks');
    expect(list.body).toEqual([]);
  });

  it('shows the secret once, signs each delivery over timestamp.body, and sends what was published and changed', async () => {
    const hook = await addHook(['post.published', 'post.updated']);
    expect(hook.secret).toMatch(/^whsec_/);
    const read = await asAdmin('GET', `/api/webhooks/${hook.id}`);
    expect(read.body).not.toHaveProperty('secret');
    expect(JSON.stringify((await asAdmin('GET', '/api/webhooks')).body)).not.toContain(hook.secret);

    const before = receiver.received.length;
    const post = await publishPost('webhook-live');
    const delivered = await arrived(() => receiver.received[before], 'a delivery');
    expect(delivered.headers['x-webhook-event']).toBe('post.published');
    const timestamp = Number(delivered.headers['x-webhook-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(verifies(hook.secret!, delivered.headers, delivered.body)).toBe(true);
    expect(verifies('whsec_not-the-secret', delivered.headers, delivered.body)).toBe(false);
    const payload = JSON.parse(delivered.body) as { id: string; event: string; data: { type: string; id: string; title: string } };
    expect(payload).toMatchObject({ event: 'post.published', data: { type: 'post', id: String(post.id), title: 'Post webhook-live' } });
    expect(delivered.headers['x-webhook-id']).toBe(payload.id);

    const edited = await asAdmin('PUT', `/api/blog/posts/${post.id}`, { title: post.title, slug: post.slug, content: '<p>Now with lobs.</p>', publishStatus: 'published', version: post.version });
    expect(edited.status).toBe(200);
    const update = await arrived(() => receiver.received[before + 1], 'the update');
    expect(update.headers['x-webhook-event']).toBe('post.updated');

    // A rotated secret signs from then on; the old one no longer verifies.
    const rotated = await asAdmin('POST', `/api/webhooks/${hook.id}/secret`);
    expect(rotated.status).toBe(200);
    const secret = (rotated.body as { secret: string }).secret;
    expect(secret).not.toBe(hook.secret);
    await publishPost('webhook-after-rotation');
    const next = await arrived(() => receiver.received[before + 2], 'a delivery after rotation');
    expect(verifies(secret, next.headers, next.body)).toBe(true);
    expect(verifies(hook.secret!, next.headers, next.body)).toBe(false);
    await asAdmin('DELETE', `/api/webhooks/${hook.id}`);
  });

  it('retries a 500 with growing waits and logs each attempt with its status, time and answer', async () => {
    const hook = await addHook(['page.published']);
    receiver.answer(500, 500);
    const before = receiver.received.length;
    const page = await asAdmin('POST', '/api/pages', { title: 'Court etiquette', slug: 'court-etiquette', content: '<p>Paddles up to wait.</p>', isPublished: true });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    await arrived(() => receiver.received[before + 2], 'the third attempt');
    const [first, second, third] = receiver.received.slice(before);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(25);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(110);
    // The same delivery each time.
    expect(new Set([first, second, third].map((request) => request!.headers['x-webhook-id'])).size).toBe(1);
    let log = await deliveries(hook.id);
    // The third attempt is logged once its answer is read.
    for (let tries = 0; log.length < 3 && tries < 400; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      log = await deliveries(hook.id);
    }
    expect(log.map((row) => [row.attempt, row.status, row.ok])).toEqual([
      [3, 200, true],
      [2, 500, false],
      [1, 500, false],
    ]);
    expect(log[1]).toMatchObject({ event: 'page.published', response: 'receiver is down' });
    expect((await asAdmin('GET', `/api/webhooks/${hook.id}`)).body).toMatchObject({ lastDelivery: { ok: true, status: 200 } });
    await asAdmin('DELETE', `/api/webhooks/${hook.id}`);
  });

  it('hears a confirmed subscription (by id only) and changes to a published event, but not a draft event', async () => {
    const hook = await addHook(['subscriber.confirmed', 'event.changed']);
    const before = receiver.received.length;
    const email = 'hook.reader@example.net';
    const signup = await fetch(`${app.url}/api/public/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.1' }, body: JSON.stringify({ email }) });
    expect(signup.status).toBe(202);
    const mail = await arrived(() => app.sink.to(email)[0], 'the confirmation mail');
    expect((await fetch(app.local(linksIn(mail, '/newsletter/confirm')[0]!), { headers: { Accept: 'text/html' } })).status).toBe(200);
    const confirmed = await arrived(() => receiver.received[before], 'the confirmation delivery');
    expect(JSON.parse(confirmed.body)).toMatchObject({ event: 'subscriber.confirmed', data: { type: 'subscriber' } });
    expect(confirmed.body).not.toContain(email);

    const draft = await asAdmin('POST', '/api/events', { ...CLINIC, slug: 'hook-draft-clinic' });
    expect(draft.status).toBe(201);
    const published = await asAdmin('POST', '/api/events', { ...CLINIC, slug: 'hook-live-clinic', publication: 'published' });
    expect(published.status).toBe(201);
    expect((await asAdmin('DELETE', `/api/events/${published.body.id}`)).status).toBe(200);
    await arrived(() => receiver.received[before + 2], 'two event deliveries');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const events = receiver.received.slice(before + 1).map((request) => JSON.parse(request.body) as { event: string; data: { id: string; detail: string } });
    expect(events.map(({ event, data }) => [event, data.id, data.detail])).toEqual([
      ['event.changed', String(published.body.id), 'added'],
      ['event.changed', String(published.body.id), 'deleted'],
    ]);
    await asAdmin('DELETE', `/api/webhooks/${hook.id}`);
  });

  it('sends nothing to a hook that is switched off or does not want the event', async () => {
    const off = await addHook(['post.published'], { enabled: false });
    const other = await addHook(['comment.approved']);
    const before = receiver.received.length;
    await publishPost('nobody-listens');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(before);
    expect(await deliveries(off.id)).toEqual([]);
    expect(await deliveries(other.id)).toEqual([]);
    const turnedOff = await asAdmin('PUT', `/api/webhooks/${other.id}`, { url: 'http://127.0.0.1/x', events: ['comment.approved'], allowPrivateAddresses: false });
    expect(turnedOff.status).toBe(400);
  });

  it('is for admins only: an editor gets 403, a visitor 401', async () => {
    const editor = await staffMember(app, 'editor', 'hook-editor');
    expect((await call(app, editor.cookie, 'GET', '/api/webhooks')).status).toBe(403);
    expect((await call(app, editor.cookie, 'POST', '/api/webhooks', { url: receiver.url, events: ['post.published'], allowPrivateAddresses: true })).status).toBe(403);
    expect((await call(app, undefined, 'GET', '/api/webhooks')).status).toBe(401);
    expect((await asAdmin('GET', '/api/webhooks/9999/deliveries')).status).toBe(404);
  });
});
