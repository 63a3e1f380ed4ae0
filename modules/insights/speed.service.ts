import { THRESHOLDS, type Metric } from './insights.words';

/**
 * Visitors' speed figures are kept as counts per step ("bucket") of each figure, so the 75th
 * percentile of any page, device or connection over 28 days comes from a few hundred summed rows
 * instead of every single measurement. Google's thresholds fall on a step's upper edge, so a
 * figure's rating is exact; steps are coarse enough to keep a page's month to a few thousand rows
 * (measured by `npm run bench`): 250 ms for LCP (up to 15 s), 25 ms for INP (up to 1 s), 100 ms for
 * TTFB (up to 5 s), 0.025 for CLS (up to 1). Values beyond the last step count in the last step.
 */
const STEPS: Record<Metric, { step: number; last: number }> = {
  LCP: { step: 250, last: 60 },
  INP: { step: 25, last: 40 },
  TTFB: { step: 100, last: 50 },
  CLS: { step: 0.025, last: 40 },
};

export function bucketOf(metric: Metric, value: number): number {
  const { step, last } = STEPS[metric];
  // A tiny allowance so that 0.1 (stored as 0.1000000000001) stays in the step it belongs to.
  return Math.min(last, Math.max(0, Math.ceil(value / step - 1e-9)));
}

/** The value a bucket stands for: its upper edge. */
export function valueOf(metric: Metric, bucket: number): number {
  const v = bucket * STEPS[metric].step;
  return metric === 'CLS' ? Math.round(v * 1000) / 1000 : v;
}

/** The 75th percentile from counts per bucket (the smallest bucket reaching 75 % of the samples). */
export function p75(metric: Metric, counts: Map<number, number>): { p75: number; samples: number } {
  const samples = [...counts.values()].reduce((a, b) => a + b, 0);
  if (samples === 0) return { p75: 0, samples };
  const rank = Math.ceil(samples * 0.75);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!;
    if (seen >= rank) return { p75: valueOf(metric, bucket), samples };
  }
  return { p75: 0, samples };
}

export function rating(metric: Metric, value: number): 'good' | 'needs-improvement' | 'poor' {
  const t = THRESHOLDS[metric];
  return value <= t.good ? 'good' : value <= t.poor ? 'needs-improvement' : 'poor';
}
