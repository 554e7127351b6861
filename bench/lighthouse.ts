import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  /** 0-100 per category. */
  scores: Record<Category, number>;
  /** Audits that cost points: `category: id (score) title`. */
  failing: string[];
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
}

/** One Lighthouse run with its default (mobile, simulated throttling) settings, through a Chromium's DevTools port. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
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
  };
}
