import { describe, expect, it } from 'vitest';
import { NEWSLETTER_UNCONFIRMED_TTL_MS } from '../../../common/newsletter.ts';
import { startPurge } from '../../src/newsletter/jobs.ts';
import { Subscriber } from '../../src/newsletter/repository/subscriberModel.ts';
import { useNewsletterApp } from './newsletterApp.ts';

const app = useNewsletterApp();
const HOUR = 60 * 60 * 1000;
const quiet = { info: () => undefined, warn: () => undefined };

async function signUp(email: string, ip: string): Promise<void> {
  const response = await fetch(`${app.url}/api/public/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(202);
  await app.settled();
}

describe('the purge of unconfirmed sign-ups', () => {
  it('erases sign-ups left unconfirmed for 7 days, on start and on its timer, and nothing else', async () => {
    await signUp('never.confirmed@example.com', '10.3.0.1');
    await signUp('confirmed@example.com', '10.3.0.2');
    await Subscriber.updateOne({ emailKey: 'confirmed@example.com' }, { $set: { status: 'confirmed', nonce: null, pendingSince: null, confirmedAt: new Date() } });
    const start = Date.now();
    let now = start + NEWSLETTER_UNCONFIRMED_TTL_MS - HOUR;
    const clock = { now: () => new Date(now) };

    // Six days and 23 hours later: the purge on start keeps everyone.
    const purge = startPurge(quiet, clock, 50);
    try {
      await purge.done;
      expect(await Subscriber.countDocuments({ emailKey: { $in: ['never.confirmed@example.com', 'confirmed@example.com'] } })).toBe(2);
      // Seven days and an hour later, the timer's next run erases the unconfirmed one.
      await signUp('fresh@example.com', '10.3.0.3');
      await Subscriber.updateOne({ emailKey: 'fresh@example.com' }, { $set: { pendingSince: new Date(start + 6 * 24 * HOUR) } });
      now = start + NEWSLETTER_UNCONFIRMED_TTL_MS + HOUR;
      const deadline = Date.now() + 10_000;
      while ((await Subscriber.exists({ emailKey: 'never.confirmed@example.com' })) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await Subscriber.exists({ emailKey: 'never.confirmed@example.com' })).toBeNull();
      expect(await Subscriber.exists({ emailKey: 'confirmed@example.com' })).not.toBeNull();
      expect(await Subscriber.exists({ emailKey: 'fresh@example.com' })).not.toBeNull();
    } finally {
      purge.stop();
    }
  });
});
