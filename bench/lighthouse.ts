import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { step } from './step.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  /** 0-100 per category: the median of the runs' scores. */
  scores: Record<Category, number>;
  /** Audits that cost points in the median run (Lighthouse's pick): `category: id (score) title`. */
  failing: string[];
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
  /** The performance score of every run, in the order they ran. */
  performanceRuns: number[];
}

const score = (lhr: Result, id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runtime errors of a trace that went wrong on a busy machine, after which Lighthouse says to run it again. */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

async function runOnce(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await traceOnce(url, port);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= ATTEMPTS || !code || !RETRIED.has(code)) throw error;
      step(`Lighthouse ${code} on ${url}, running it again (attempt ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function traceOnce(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw Object.assign(new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
  return lhr;
}

/**
 * One unreported trace of `url`, first in a fresh Chromium: that trace also pays the browser's own
 * first start (its first page's script context and parser), which a visitor's running browser has
 * already paid, and which would otherwise land in the first measured run's blocking time.
 */
export async function warmBrowser(url: string, port: number): Promise<void> {
  await runOnce(url, port);
}

/**
 * Lighthouse with its default (mobile, simulated throttling) settings, through a Chromium's
 * DevTools port, `runs` times, as Lighthouse advises for variable machines: each category's score
 * is the median of the runs' scores, and the metrics and failing audits are those of the run
 * Lighthouse's own median picker chooses (nearest the median first paint and time to interactive).
 */
export async function runLighthouse(url: string, port: number, runs = 3): Promise<LighthouseResult> {
  const all: Result[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await runOnce(url, port));
  const lhr = all.length > 1 ? computeMedianRun(all) : all[0]!;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(all.map((run) => score(run, id)))])) as Record<Category, number>;
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= (id === 'performance' ? 0.9 : 1)) continue;
      if (id === 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      failing.push(`${id}: ${ref.id} (${audit.score}) ${audit.displayValue ?? audit.title}`);
    }
  }
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    scores,
    // An audit may sit in several groups of a category; name it once.
    failing: [...new Set(failing)],
    metrics: { lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), fcpMs: numeric('first-contentful-paint'), cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN },
    performanceRuns: all.map((run) => score(run, 'performance')),
  };
}
