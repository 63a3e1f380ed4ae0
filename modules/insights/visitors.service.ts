import { createHash } from 'node:crypto';
import UAParser from 'ua-parser-js';

/**
 * What Insights reads from a request without storing it: the device class and browser family from
 * the user agent (ua-parser-js 1.x, MIT), and a visitor hash that is the same for one address (and
 * user agent, within the bound of people-cap.service.ts) within one day only. The day's salt is random and deleted when the day is over, so
 * nobody (the owners included) can recompute a hash from an address afterwards
 * (docs/decisions/0022-insights.md).
 */

export type DeviceClass = 'Phone' | 'Tablet' | 'Computer';

export interface Visitor {
  device: DeviceClass;
  browser: string;
}

/** Browser names as people know them; the rest are shown under their own name. */
const BROWSER_NAMES: Record<string, string> = {
  'Mobile Chrome': 'Chrome',
  'Chrome WebView': 'Android app',
  'Mobile Safari': 'Safari',
  'Mobile Firefox': 'Firefox',
  'Samsung Browser': 'Samsung Internet',
  'Opera Mini': 'Opera Mini',
  'Opera Mobi': 'Opera',
  'Opera Touch': 'Opera',
  'Opera GX': 'Opera',
  Facebook: 'Facebook app',
  Instagram: 'Instagram app',
  'UCBrowser': 'UC Browser',
};

export function readUserAgent(userAgent: string): Visitor {
  const r = new UAParser(userAgent).getResult();
  const type = r.device.type;
  const device: DeviceClass = type === 'mobile' || type === 'wearable' ? 'Phone' : type === 'tablet' ? 'Tablet' : type === undefined && /Android|Mobile/i.test(userAgent) ? 'Phone' : 'Computer';
  const name = r.browser.name ?? 'Other';
  return { device, browser: BROWSER_NAMES[name] ?? name };
}

/** 16 hex digits of SHA-256 over the day's salt, the client address and the user agent. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex').slice(0, 16);
}
