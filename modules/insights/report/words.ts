import type { LeadKind, Metric } from '../insights.words';

/**
 * The words the Insights screen uses for what the server counts: for owners, not for programmers.
 * The thresholds below are Google's, and a unit test keeps them equal to Insights' own
 * (../insights.words.ts).
 */

export const count = (n: number) => n.toLocaleString('en-NG');

export const LEAD_WORDS: Record<LeadKind, string> = {
  contact: 'Messages sent',
  review: 'Reviews written',
  signup: 'Sign-ups',
  phone: 'Calls tapped',
  whatsapp: 'WhatsApp chats',
  email: 'E-mails tapped',
};

export type Rating = 'good' | 'needs-improvement' | 'poor';

export const RATING_WORDS: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export interface MetricWords {
  name: string;
  explain: string;
  /** Google's thresholds at the 75th percentile (ms; a score for CLS). */
  good: number;
  poor: number;
}

export const METRIC_ORDER: Metric[] = ['LCP', 'INP', 'CLS', 'TTFB'];

export const METRIC_WORDS: Record<Metric, MetricWords> = {
  LCP: { name: 'Main content appears', explain: 'How long the main picture or text takes to appear.', good: 2500, poor: 4000 },
  INP: { name: 'Reaction to taps', explain: 'How quickly the page answers a tap, a click or a key.', good: 200, poor: 500 },
  CLS: { name: 'Steady layout', explain: 'How much the page jumps about while it loads (0 is perfectly still).', good: 0.1, poor: 0.25 },
  TTFB: { name: 'Server answer', explain: 'How long the first answer from our server takes to arrive.', good: 800, poor: 1800 },
};

/** A speed figure as people read it: "2.1 s", "180 ms", or a layout score "0.04". */
export function formatMetric(metric: Metric, value: number): string {
  if (metric === 'CLS') return value < 0.01 && value > 0 ? '< 0.01' : value.toFixed(2);
  if (value >= 1000) return `${(value / 1000).toFixed(1)} s`;
  return `${Math.round(value)} ms`;
}

/** "Good up to 2.5 s · poor above 4.0 s" */
export function thresholdWords(metric: Metric): string {
  const w = METRIC_WORDS[metric];
  return `Good up to ${formatMetric(metric, w.good)} · poor above ${formatMetric(metric, w.poor)}`;
}

const CONNECTION_WORDS: Record<string, string> = { 'slow-2g': 'Very slow (2G)', '2g': '2G', '3g': '3G', '4g': '4G or faster' };
/** A connection type as stored ("3g") in people's words ("3G"). */
export const connectionName = (name: string) => CONNECTION_WORDS[name] ?? (name || 'Not reported');

const DEVICE_WORDS: Record<string, string> = { Phone: 'Phones', Tablet: 'Tablets', Computer: 'Computers' };
export const deviceName = (name: string) => DEVICE_WORDS[name] ?? name;

/** The kinds of source the server groups visits by, in the owners' words. */
const GROUP_WORDS: Record<string, string> = {
  Search: 'Search engine',
  Social: 'Social network',
  Messaging: 'Messaging app',
  'E-mail': 'E-mail',
  Direct: 'Typed in or bookmarked',
  Campaign: 'Own link (campaign)',
  'Other sites': 'Another website',
};
export const groupName = (group: string) => GROUP_WORDS[group] ?? group;

export interface Change {
  direction: 'up' | 'down' | 'same';
  words: string;
}

/** How a figure moved against the period before: "up 12%", "down 3%", "no change", "up from 0". */
export function changeOf(now: number, before: number): Change {
  if (now === before) return { direction: 'same', words: 'no change' };
  if (before === 0) return { direction: 'up', words: 'up from 0' };
  const pct = Math.round(((now - before) / before) * 100);
  const direction = now > before ? 'up' : 'down';
  // A change too small to round to 1% is still a change.
  const shown = pct === 0 ? '<1' : String(Math.abs(pct));
  return { direction, words: `${direction} ${shown}%` };
}
