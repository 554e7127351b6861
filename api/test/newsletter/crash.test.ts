import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startServer, stopAll, stopServer, tempDataDir, waitUntil } from '../reliability/childServer.ts';
import { startSmtpSink, type SmtpSink } from './smtpSink.ts';

const SUBSCRIBERS = 500;
/** Kill once the sink has this many copies of the issue (a third of the way), or after KILL_AFTER_MS. */
const COPIES_BEFORE_KILL = 170;
const KILL_AFTER_MS = 60_000;
const SUBJECT = 'Crash week: serving deep';
/** Copies the sender has in flight at once (sender.ts DEFAULT_SENDER_OPTIONS.concurrency). */
const IN_FLIGHT = 4;

const address = (n: number) => `crash${n}@example.com`;

/** Puts the subscribers on the list in one import, as an admin moving from another service does. */
async function importSubscribers(url: string, cookie: string): Promise<void> {
  const csv = ['email', ...Array.from({ length: SUBSCRIBERS }, (_, n) => address(n))].join('\n');
  const response = await fetch(`${url}/api/newsletter/subscribers/import`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ csv, consentNote: 'Subscribed at the club desk in 2026' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await response.json()).toMatchObject({ imported: SUBSCRIBERS });
}

describe('newsletter sending survives a SIGKILL', () => {
  const data = tempDataDir();
  let sink: SmtpSink;
  afterAll(async () => {
    await stopAll();
    await sink?.close();
    data.remove();
  });

  it('gives each of 500 subscribers exactly one copy after a kill mid-send and a restart', { timeout: 300_000 }, async () => {
    sink = await startSmtpSink();
    const env = { SMTP_URL: sink.url };
    const first = await startServer(data.dir, env);
    const cookie = await signIn(first.url);
    await importSubscribers(first.url, cookie);
    const admin = (url: string, path: string, init: RequestInit = {}, session = cookie) =>
      fetch(`${url}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Cookie: session } });
    const created = await admin(first.url, '/api/newsletter/issues', {
      method: 'POST',
      body: JSON.stringify({ subject: SUBJECT, intro: 'Why a deep serve buys you time to reach the kitchen.', posts: [] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const copies = () => sink.mails.filter((mail) => mail.headers.subject === SUBJECT);

    const t1 = Date.now();
    expect((await admin(first.url, `/api/newsletter/issues/${id}/send`, { method: 'POST' })).status).toBe(202);
    await waitUntil(() => copies().length >= COPIES_BEFORE_KILL, KILL_AFTER_MS, `${COPIES_BEFORE_KILL} copies`);
    first.kill('SIGKILL');
    await stopServer(first);
    const beforeRestart = copies().length;
    expect(beforeRestart).toBeGreaterThanOrEqual(COPIES_BEFORE_KILL);
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS);

    const killedAtMs = Date.now() - t1;
    const second = await startServer(data.dir, env);
    const t2 = Date.now();
    const session = await signIn(second.url);
    let issue: { status: string; sent: number; failed: number; pending: number; recipients: number } | undefined;
    // Polled once a second, as the back office does: each look reads every delivery row.
    for (const deadline = Date.now() + 150_000; issue?.status !== 'sent' && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      issue = (await (await admin(second.url, `/api/newsletter/issues/${id}`, {}, session)).json()) as typeof issue;
    }
    const resumedMs = Date.now() - t2;
    expect(issue).toMatchObject({ status: 'sent', recipients: SUBSCRIBERS, sent: SUBSCRIBERS, failed: 0, pending: 0 });

    // Every address got its copy: one Message-ID each, never two different messages.
    const byAddress = new Map<string, string[]>();
    for (const mail of copies()) for (const to of mail.to) byAddress.set(to, [...(byAddress.get(to) ?? []), mail.headers['message-id']!]);
    const missing = Array.from({ length: SUBSCRIBERS }, (_, n) => address(n)).filter((email) => !byAddress.has(email));
    expect(missing).toEqual([]);
    expect(byAddress.size).toBe(SUBSCRIBERS);
    for (const [email, ids] of byAddress) expect(new Set(ids).size, email).toBe(1);
    // A copy the mail server took just before the kill, not yet recorded, goes again with the same
    // Message-ID: at most one per copy in flight, and receivers drop it as a duplicate.
    const resent = [...byAddress.values()].filter((ids) => ids.length > 1);
    expect(resent.length).toBeLessThanOrEqual(IN_FLIGHT);
    console.log(
      `newsletter crash: ${beforeRestart} copies in ${killedAtMs} ms before the kill; ` +
        `the rest ${resumedMs} ms after the restart; ${copies().length} copies in all, ${resent.length} resent with the same Message-ID`,
    );
  });
});
