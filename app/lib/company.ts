import { useRouteLoaderData } from 'react-router';
import type { CompanyDetails, OpeningHours } from '../../content/types';

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

/** The chat link of the WhatsApp number. */
export const whatsappUrl = (c: CompanyDetails) => `https://wa.me/${c.whatsapp.replace(/\D/g, '')}`;

/** The head office: the first office (the editor keeps it first). */
export const headOffice = (c: CompanyDetails) => c.offices.find((o) => o.kind === 'head') ?? c.offices[0];

/** schema.org openingHours: "Mo-Fr 08:00-18:00, Sa 09:00-14:00". */
export function hoursSpec(hours: readonly OpeningHours[] | undefined): string {
  return (hours ?? []).map((h) => `${h.from === h.to ? h.from : `${h.from}-${h.to}`} ${h.opens}-${h.closes}`).join(', ');
}

/** The social profiles that are set, and the WhatsApp chat, for the footer and the JSON-LD. */
export function socialProfiles(c: CompanyDetails): { key: keyof CompanyDetails['social'] | 'whatsapp'; url: string }[] {
  const list = (Object.keys(c.social) as (keyof CompanyDetails['social'])[])
    .filter((k) => c.social[k])
    .map((key) => ({ key, url: c.social[key] }));
  return [...list, { key: 'whatsapp' as const, url: whatsappUrl(c) }];
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
