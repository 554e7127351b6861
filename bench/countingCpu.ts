/**
 * The CPU a counted page view adds to its request, without the network: the page-view observer,
 * the analytics service and its batcher, built in this process over in-memory repositories, fed
 * requests as the public cache answers them (already sent, status 200). A bot's request (dropped
 * first) is the baseline. CPU time, so the machine's other load changes the figures far less than
 * a load run's. `tsx bench/countingCpu.ts` prints the figures.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createBatcher } from '../api/src/analytics/batcher.ts';
import { pageViewObserver } from '../api/src/analytics/pageViews.ts';
import { createAnalyticsService } from '../api/src/analytics/service.ts';
import { createVisitorIds } from '../api/src/analytics/visitors.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const VIEWS = 400_000;

/** Nanoseconds of CPU per call of `fn`, after a warm-up. */
function cpuPerCall(fn: (i: number) => void): number {
  for (let i = 0; i < 50_000; i += 1) fn(i);
  const start = process.cpuUsage();
  for (let i = 0; i < VIEWS; i += 1) fn(i);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / VIEWS;
}

async function main(): Promise<void> {
  const batcher = createBatcher({ write: async () => {}, intervalMs: 10_000, onError: console.error });
  const salts = { saltOf: async () => 'bench-salt', dropBefore: async () => {} };
  const repository = { add: async () => {}, totals: async () => [], daily: async () => [], remove: async () => {} };
  const analytics = createAnalyticsService({ repository, batcher, visitors: createVisitorIds(salts, 'https://pickleball.example'), siteHost: 'pickleball.example' });
  // The day's salt is read once; every view after it is counted at once.
  await analytics.recordView({ path: '/', address: '127.0.0.1', userAgent: BROWSER });
  const observe = pageViewObserver({ analytics, courts: { searchOutcome: () => undefined }, staffOf: async () => undefined, trustProxy: () => false, onError: console.error });
  // A fresh header string per request, as the HTTP parser makes them.
  const fresh = (text: string) => (text + ' ').slice(0, text.length);
  const request = (userAgent: string, visitors: number, i: number) => {
    const res = Object.assign(new EventEmitter(), { statusCode: 200, writableEnded: true });
    const address = visitors === 1 ? '127.0.0.1' : `10.1.${(i % visitors) >> 8}.${i % 256}`;
    const req = { method: 'GET', url: '/blog/calling-the-score-in-doubles', headers: { 'user-agent': fresh(userAgent), host: 'pickleball.example', accept: 'text/html' }, socket: { remoteAddress: address } };
    observe(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  };
  for (let round = 1; round <= 3; round += 1) {
    const bot = cpuPerCall((i) => request(BOT, 1, i));
    const one = cpuPerCall((i) => request(BROWSER, 1, i));
    const many = cpuPerCall((i) => request(BROWSER, 1000, i));
    console.log(`round ${round}: bot ${bot.toFixed(0)} ns | counted, one visitor ${one.toFixed(0)} ns (+${(one - bot).toFixed(0)}) | counted, 1,000 visitors ${many.toFixed(0)} ns (+${(many - bot).toFixed(0)})`);
  }
  await batcher.stop();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
