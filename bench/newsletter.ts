import path from 'node:path';
import mongoose from 'mongoose';
import { connectMongoose } from '../api/src/db/connect.ts';
import { startDatabase } from '../api/src/db/launcher.ts';
import { prepareDatabase } from '../api/src/resources.ts';
import { Subscriber } from '../api/src/newsletter/repository/subscriberModel.ts';
import { startSmtpSink } from '../api/test/newsletter/smtpSink.ts';
import { DB_NAME } from './seed.ts';
import { signIn, startSite, type RunningSite } from './server.ts';
import { int, type Row } from './table.ts';

const INSERT_BATCH = 1000;
const SUBJECT = 'Bench issue: the weekly rally';

/** `count` confirmed subscribers straight into the embedded database in `dataDir`. */
async function seedSubscribers(dataDir: string, count: number): Promise<void> {
  const quiet = { info: () => {}, warn: (details: object, message: string) => console.warn(message, details) };
  const database = await startDatabase({ dataDir, logger: quiet });
  try {
    await connectMongoose(database.uri, DB_NAME);
    await prepareDatabase(quiet, { seed: false });
    for (let first = 0; first < count; first += INSERT_BATCH) {
      const emails = Array.from({ length: Math.min(INSERT_BATCH, count - first) }, (_, i) => `reader${first + i}@bench.example`);
      await Subscriber.insertMany(emails.map((email) => ({ email, emailKey: email, status: 'confirmed', confirmedAt: new Date(), consentIp: '127.0.0.1', consentUserAgent: 'bench' })));
    }
  } finally {
    await mongoose.disconnect();
    await database.stop();
  }
}

/**
 * One issue sent by the production server (embedded database) to `count` confirmed subscribers
 * through an SMTP sink in this process: copies per second from the send to the last copy, and
 * whether every subscriber got exactly one (one Message-ID each, none missing, none extra).
 */
export async function measureNewsletter(workDir: string, count: number): Promise<Row[]> {
  const dataDir = path.join(workDir, 'newsletter-data');
  await seedSubscribers(dataDir, count);
  const sink = await startSmtpSink();
  let site: RunningSite | undefined;
  try {
    site = await startSite({ dataDir, webDist: path.resolve(process.env.WEB_DIST ?? 'web/dist'), logFile: path.join(workDir, 'newsletter-server.log'), env: { SMTP_URL: sink.url } });
    const { url } = site;
    const cookie = await signIn(url);
    const call = (pathname: string, init: RequestInit = {}) => fetch(`${url}${pathname}`, { ...init, headers: { 'Content-Type': 'application/json', Cookie: cookie } });
    const created = (await (await call('/api/newsletter/issues', { method: 'POST', body: JSON.stringify({ subject: SUBJECT, intro: 'Bench copy.', posts: [] }) })).json()) as { id: string };
    const started = performance.now();
    const send = await call(`/api/newsletter/issues/${created.id}/send`, { method: 'POST' });
    if (send.status !== 202) throw new Error(`send answered ${send.status}`);
    let status = '';
    for (const deadline = Date.now() + 30 * 60_000; status !== 'sent' && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      status = ((await (await call(`/api/newsletter/issues/${created.id}`)).json()) as { status: string }).status;
    }
    const last = sink.mails.reduce((latest, mail) => Math.max(latest, mail.at), started);
    const seconds = (last - started) / 1000;
    const byAddress = new Map<string, Set<string>>();
    for (const mail of sink.mails) for (const to of mail.to) byAddress.set(to, (byAddress.get(to) ?? new Set()).add(mail.headers['message-id'] ?? ''));
    const exactlyOnce = byAddress.size === count && [...byAddress.values()].every((ids) => ids.size === 1);
    return [
      {
        measure: `Newsletter: one issue to ${int(count)} confirmed subscribers through a local SMTP sink`,
        result: `${int(sink.mails.length)} copies in ${seconds.toFixed(1)} s (${(sink.mails.length / seconds).toFixed(1)}/s), issue ${status || 'unfinished'}`,
        target: 'finishes',
        pass: status === 'sent',
      },
      {
        measure: 'Newsletter: exactly one copy per subscriber',
        result: `${int(byAddress.size)} addresses, ${exactlyOnce ? 'one Message-ID each' : 'missing or different copies'}`,
        target: `${int(count)} addresses, one each`,
        pass: exactlyOnce,
      },
    ];
  } finally {
    await site?.child.stop();
    await sink.close();
  }
}
