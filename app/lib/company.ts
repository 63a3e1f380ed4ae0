import { useRouteLoaderData } from 'react-router';
import type { CompanyDetails, DayCode, OpeningHours } from '../../content/types';
import { DAY_LABELS } from '../../common/days';
import { companyWhatsappHref } from '../../common/phone';

/**
 * The company details on the public pages (docs/decisions/0007-site-content.md). The root loader
 * reads the published 'company' document from the server's in-memory cache and hands it to every
 * page in its loader data; components take it with useCompany(), meta functions with companyOf().
 * Only types are imported from content/: the values travel as data, not in the JavaScript bundle.
 */

/** The part of the root loader's data this module reads (root.tsx). */
export interface RootCompanyData {
  site: CompanyDetails;
  /** True when an admin's `?preview=` token is showing the unpublished draft. */
  preview: boolean;
}

/** The published company details (or, in an admin's preview, the draft). */
export function useCompany(): CompanyDetails {
  const data = useRouteLoaderData('root') as RootCompanyData | undefined;
  if (!data) throw new Error('useCompany: the root loader data is missing');
  return data.site;
}

export interface MetaMatches {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The same, inside a route's `meta` function. */
export function companyOf(args: MetaMatches): CompanyDetails | undefined {
  const root = args.matches.find((m) => m?.id === 'root');
  return (root?.data as RootCompanyData | undefined)?.site;
}

/** The head office: the first office (the editor keeps it first). */
export const headOffice = (c: CompanyDetails) => c.offices.find((o) => o.kind === 'head') ?? c.offices[0];

export interface HoursRow {
  days: string;
  hours: string;
}

/** "08:00" as "8 am", "13:30" as "1:30 pm". */
function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h >= 12 ? 'pm' : 'am'}`;
}

type HoursStyle = 'schema' | 'short' | 'long';
/** Per style: a day's name, what joins the first and last day, a time, what joins the two times. */
const HOURS_STYLES: Record<HoursStyle, [(d: DayCode) => string, string, (t: string) => string, string]> = {
  schema: [(d) => d, '-', (t) => t, '-'],
  short: [(d) => DAY_LABELS[d].slice(0, 3), '–', (t) => t.replace(/^0(\d):/, '$1:'), '–'],
  long: [(d) => DAY_LABELS[d], ' to ', twelveHour, ' – '],
};

/**
 * The one renderer of opening hours, one row per run of days:
 * - 'schema': schema.org's openingHours for the JSON-LD ("Mo-Fr" / "08:00-18:00");
 * - 'short': the footer ("Mon–Fri" / "8:00–18:00");
 * - 'long': the contact page ("Monday to Friday" / "8 am – 6 pm"), plus "Sunday" / "Closed" when
 *   no row names Sunday.
 */
export function formatHours(hours: readonly OpeningHours[] | undefined, style: HoursStyle): HoursRow[] {
  const [day, through, time, until] = HOURS_STYLES[style];
  const list = hours ?? [];
  const rows = list.map((h) => ({
    days: h.from === h.to ? day(h.from) : day(h.from) + through + day(h.to),
    hours: time(h.opens) + until + time(h.closes),
  }));
  if (style === 'long' && !list.some((h) => h.from === 'Su' || h.to === 'Su')) rows.push({ days: 'Sunday', hours: 'Closed' });
  return rows;
}

/** The social profiles that are set, and the WhatsApp chat, for the footer and the JSON-LD. */
export function socialProfiles(c: CompanyDetails): { key: keyof CompanyDetails['social'] | 'whatsapp'; url: string }[] {
  const list = (Object.keys(c.social) as (keyof CompanyDetails['social'])[])
    .filter((k) => c.social[k])
    .map((key) => ({ key, url: c.social[key] }));
  return [...list, { key: 'whatsapp' as const, url: companyWhatsappHref(c) }];
}

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/**
 * A count at the start of a sentence, as words up to twelve ("Five"), as digits above ("14"): the
 * texts about the management team follow the number of people in the Team screen. (Here, in a
 * module every page loads, rather than in a file of its own: two pages use it, and a separate
 * chunk of a few bytes would be one more request before they hydrate.)
 */
export function countWord(n: number): string {
  return COUNT_WORDS[n] ?? String(n);
}
