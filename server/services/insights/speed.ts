import { THRESHOLDS, type Metric } from '../../../common/api/insights';

/**
 * Visitors' speed figures are kept as counts per step ("bucket") of each figure, so the 75th
 * percentile of any page, device or connection over 28 days comes from a few hundred summed rows
 * instead of every single measurement. Steps are fine enough that Google's thresholds fall on a
 * step's upper edge, so a figure's rating is exact: 100 ms for LCP, 10 ms for INP, 50 ms for TTFB,
 * 0.01 for CLS. Values beyond the last step count in the last step.
 */
const STEPS: Record<Metric, { step: number; last: number }> = {
  LCP: { step: 100, last: 300 },
  INP: { step: 10, last: 500 },
  TTFB: { step: 50, last: 300 },
  CLS: { step: 0.01, last: 300 },
};

export function bucketOf(metric: Metric, value: number): number {
  const { step, last } = STEPS[metric];
  // A tiny allowance so that 0.1 (stored as 0.1000000000001) stays in the step it belongs to.
  return Math.min(last, Math.max(0, Math.ceil(value / step - 1e-9)));
}

/** The value a bucket stands for: its upper edge. */
export function valueOf(metric: Metric, bucket: number): number {
  const v = bucket * STEPS[metric].step;
  return metric === 'CLS' ? Math.round(v * 100) / 100 : v;
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
