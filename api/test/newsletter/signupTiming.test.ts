import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { Subscriber } from '../../src/newsletter/repository/subscriberModel.ts';
import { eventually, useNewsletterApp } from './newsletterApp.ts';

const app = useNewsletterApp();
/** Requests per kind of address. */
const N = 30;
/** Confirmed subscribers on the list. */
const LIST_SIZE = 2_000;
let clientNumber = 0;

/** How long the answer to one sign-up takes, in ms; each from its own address (the sign-up limit). */
async function timedSignUp(email: string, { mailed = false } = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${app.url}/api/public/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.7.${Math.floor(clientNumber / 250)}.${(clientNumber++ % 250) + 1}` },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  expect(response.status).toBe(202);
  // The work left after the answer (the stored sign-up, and a new address's confirmation mail) is
  // not part of the next request's time.
  await app.settled();
  if (mailed) await eventually(() => app.sink.to(email).length > 0, `the confirmation to ${email}`);
  return elapsed;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) => sorted(values)[Math.floor(q * (values.length - 1))]!;
const median = (values: number[]) => quantile(values, 0.5);
const spread = (values: number[]) => quantile(values, 0.75) - quantile(values, 0.25);

describe('sign-up timing', () => {
  it('answers a confirmed address as fast as a new one: the medians differ by less than the noise', async () => {
    const confirmed = Array.from({ length: N }, (_, i) => `member${i}@example.com`);
    // A list of a real size: looking an address up is work the answer must not wait for.
    const others = Array.from({ length: LIST_SIZE - N }, (_, i) => `reader${i}@example.org`);
    await Subscriber.insertMany([...confirmed, ...others].map((email) => ({ email, emailKey: email, status: 'confirmed', confirmedAt: new Date() })));
    for (let i = 0; i < 5; i++) await timedSignUp(`warm-up${i}@example.com`, { mailed: true });

    // Alternated, so a busy moment of the machine weighs on both kinds alike. A leak shows in every
    // round; a round spoiled by other work on a busy machine is measured again, up to three rounds.
    const gaps: string[] = [];
    for (let round = 0; round < 3; round++) {
      const fresh: number[] = [];
      const known: number[] = [];
      for (let i = 0; i < N; i++) {
        fresh.push(await timedSignUp(`newcomer${round}-${i}@example.com`, { mailed: true }));
        known.push(await timedSignUp(confirmed[i]!));
      }
      // Before answering first this was 7 ms against 169 ms here (the probe: 6 against 20), far above the spread.
      const gap = Math.abs(median(fresh) - median(known));
      const noise = Math.max(spread(fresh), spread(known));
      if (gap <= Math.max(5, 1.5 * noise)) break;
      gaps.push(`medians ${median(fresh).toFixed(1)} ms (new) and ${median(known).toFixed(1)} ms (confirmed), spread ${noise.toFixed(1)} ms`);
    }
    expect(gaps.length, gaps.join('; ')).toBeLessThan(3);

    // The work was still done after each answer: new addresses wait for confirmation, members stay.
    expect(await Subscriber.countDocuments({ emailKey: { $regex: /^newcomer/ }, status: 'pending' })).toBe(N * (gaps.length + 1));
    expect(await Subscriber.countDocuments({ emailKey: { $in: confirmed }, status: 'confirmed' })).toBe(N);
  }, 240_000);
});
