/**
 * Where a visit came from, in the words the owners use: a search engine, a social network, WhatsApp,
 * e-mail, another website, or nobody (typed in, a bookmark, an app that sends no referrer).
 *
 * What the browser tells us, most telling first:
 * 1. `utm_source` (and `utm_medium`, `utm_campaign`) on the landing address: the company's own links
 *    in a WhatsApp status, a Facebook post or a newsletter say where they were shared.
 * 2. The in-app browser's user agent: Facebook and Instagram open links in their own browser and
 *    say so (FBAN/FBAV, Instagram), often without a referrer.
 * 3. The referrer. Chrome on Android reports the app that opened a link as `android-app://<package>`,
 *    which is how a WhatsApp or Gmail tap shows up when the app hands the link to the browser.
 * No library is used: the referrer parsers on npm are unmaintained and know nothing of Nigeria's
 * sites (Nairaland) or of Android app referrers; the table below is small and tested.
 */

import { OTHER_KEY } from './rollup.service';

export type SourceGroup = 'Search' | 'Social' | 'Messaging' | 'E-mail' | 'Direct' | 'Campaign' | 'Other sites';

export interface Source {
  name: string;
  medium: string | null;
  campaign: string | null;
}

/** Known sources: the name shown, its group, and how to recognise its hosts and Android apps. */
const KNOWN: { name: string; group: SourceGroup; hosts: RegExp; apps?: RegExp; utm?: RegExp; ua?: RegExp }[] = [
  { name: 'WhatsApp', group: 'Messaging', hosts: /(^|\.)(whatsapp\.(com|net)|wa\.me)$/, apps: /^com\.whatsapp(\.w4b)?$/, utm: /^(whatsapp|wa|whatsapp[-_ ]?status)$/, ua: /WhatsApp/ },
  { name: 'Telegram', group: 'Messaging', hosts: /(^|\.)(t\.me|telegram\.(org|me))$/, apps: /^org\.telegram\./, utm: /^telegram$/ },
  { name: 'E-mail', group: 'E-mail', hosts: /^(mail\.google\.com|outlook\.(live|office|office365)\.com|mail\.yahoo\.com|webmail\..+)$/, apps: /^com\.(google\.android\.gm(\.lite)?|microsoft\.office\.outlook|yahoo\.mobile\.client\.android\.mail)$/, utm: /^(e-?mail|newsletter|mailchimp|brevo)$/ },
  { name: 'Google', group: 'Search', hosts: /(^|\.)google\.[a-z.]+$/, apps: /^com\.google\.android\.googlequicksearchbox$/, utm: /^google$/ },
  { name: 'Bing', group: 'Search', hosts: /(^|\.)bing\.com$/, utm: /^bing$/ },
  { name: 'Yahoo', group: 'Search', hosts: /(^|\.)search\.yahoo\.com$|^yahoo\.com$/, utm: /^yahoo$/ },
  { name: 'DuckDuckGo', group: 'Search', hosts: /(^|\.)duckduckgo\.com$/ },
  { name: 'Opera News', group: 'Other sites', hosts: /(^|\.)opera\.com$/, apps: /^com\.opera\./ },
  { name: 'Facebook', group: 'Social', hosts: /(^|\.)(facebook\.com|fb\.me|fb\.com)$/, apps: /^com\.facebook\.(katana|lite|orca)$/, utm: /^(facebook|fb|meta)$/, ua: /FBAN|FBAV|FB_IAB/ },
  { name: 'Instagram', group: 'Social', hosts: /(^|\.)instagram\.com$/, apps: /^com\.instagram\.android$/, utm: /^(instagram|ig)$/, ua: /Instagram/ },
  { name: 'X (Twitter)', group: 'Social', hosts: /(^|\.)(t\.co|twitter\.com|x\.com)$/, apps: /^com\.twitter\.android$/, utm: /^(twitter|x)$/ },
  { name: 'LinkedIn', group: 'Social', hosts: /(^|\.)(linkedin\.com|lnkd\.in)$/, apps: /^com\.linkedin\.android$/, utm: /^linkedin$/ },
  { name: 'TikTok', group: 'Social', hosts: /(^|\.)tiktok\.com$/, apps: /^com\.(zhiliaoapp\.musically|ss\.android\.ugc\.trill)$/, utm: /^tiktok$/ },
  { name: 'YouTube', group: 'Social', hosts: /(^|\.)(youtube\.com|youtu\.be)$/, apps: /^com\.google\.android\.youtube$/, utm: /^youtube$/ },
  { name: 'Nairaland', group: 'Social', hosts: /(^|\.)nairaland\.com$/, utm: /^nairaland$/ },
];

// The roll-up's row of the sources past its daily limit (rollup.service.ts) is no campaign of the company's.
const GROUPS = new Map<string, SourceGroup>([...KNOWN.map((k) => [k.name, k.group] as const), ['Direct', 'Direct'], [OTHER_KEY, 'Other sites']]);

/** A source the table above knows, or Direct: not a name a visitor's browser made up. */
export function isKnownSource(name: string): boolean {
  return GROUPS.has(name) && name !== OTHER_KEY;
}

/** The group of a source name as stored: known names have theirs, a utm source is a campaign, a host another site. */
export function sourceGroup(name: string): SourceGroup {
  return GROUPS.get(name) ?? (name.includes('.') ? 'Other sites' : 'Campaign');
}

/** The source of a visit's first page. `siteHost` is this site's own host (a referrer from it is not a source). */
export function classifySource(input: {
  referrer?: string;
  utm?: { source?: string; medium?: string; campaign?: string };
  userAgent: string;
  siteHost: string;
}): Source {
  const medium = clean(input.utm?.medium);
  const campaign = clean(input.utm?.campaign);
  const utmSource = clean(input.utm?.source);
  if (utmSource) {
    const lower = utmSource.toLowerCase();
    const known = KNOWN.find((k) => k.utm?.test(lower));
    return { name: known?.name ?? utmSource, medium, campaign };
  }
  const inApp = KNOWN.find((k) => k.ua?.test(input.userAgent));
  if (inApp) return { name: inApp.name, medium, campaign };
  const ref = parseReferrer(input.referrer);
  if (!ref) return { name: 'Direct', medium, campaign };
  if (ref.app) {
    const known = KNOWN.find((k) => k.apps?.test(ref.app!));
    return { name: known?.name ?? 'Direct', medium, campaign };
  }
  if (ref.host === input.siteHost.toLowerCase()) return { name: 'Direct', medium, campaign };
  const known = KNOWN.find((k) => k.hosts.test(ref.host));
  return { name: known?.name ?? ref.host.replace(/^(www|m|l|lm)\./, ''), medium, campaign };
}

function parseReferrer(referrer: string | undefined): { host: string; app?: string } | null {
  if (!referrer) return null;
  const app = /^android-app:\/\/([a-z0-9_.]+)/i.exec(referrer);
  if (app) return { host: '', app: app[1].toLowerCase() };
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { host: url.hostname.toLowerCase() };
  } catch {
    return null;
  }
}

/** A utm value as shown: trimmed, at most 60 characters, nothing but printable text. */
function clean(v: string | undefined): string | null {
  const s = v?.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 60);
  return s ? s : null;
}
