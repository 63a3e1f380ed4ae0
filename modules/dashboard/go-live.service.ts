import type { AppContext } from '../../server/context';
import type { CompanyDetails, TeamContent } from '../../content/types';
import type { GoLiveItem } from './dashboard.schemas';
import { sectors } from '../../content/sectors';
import { phoneDisplay } from '../../common/phone';
import { publishedPrices, samplePriceItems, type PublishedPrices } from './go-live-prices';
import { listClients } from '../clients/index.server';
import * as settings from '../../server/db/repositories/admin-settings';

/**
 * The admin dashboard's "Before you go live" list: every stand-in of a fresh install that the
 * site still publishes (the example e-mail, the 555 phone numbers, the sample figures and prices,
 * the sample team without photos, the sample clients), each with the admin screen that fixes it.
 * Computed from the published content on each call, so an item goes as soon as its fix is
 * published, and the list is empty once nothing is left.
 *
 * A check is a pure function of the facts read once per call (GoLiveFacts): a new kind of content
 * (the prices of the catalogue) adds its facts there and its check to GO_LIVE_CHECKS.
 */

export interface GoLiveFacts {
  company: CompanyDetails;
  /** What a fresh install publishes, to tell a sample value that was left from one that was set. */
  seedCompany: CompanyDetails;
  team: TeamContent;
  seedTeam: TeamContent;
  /** The clients listed on the sector pages. */
  clients: { module: string; name: string }[];
  /** The published price of every product and service page, and the training courses' fees. */
  prices: PublishedPrices;
  /** Whether an administrator set the bank account invoices ask customers to pay into (modules/invoices); unknown counts as set. */
  invoiceBankAccountSet?: boolean;
}

export interface GoLiveCheck {
  id: string;
  /** The items this check finds: none when everything it looks at was set. */
  find(facts: GoLiveFacts): Omit<GoLiveItem, 'id'>[];
}

const COMPANY = { href: '/admin?section=content&screen=company', action: 'Edit company details' };
const TEAM = { href: '/admin?section=content&screen=team', action: 'Edit the team' };
const CLIENTS = { href: '/admin?section=clients', action: 'Manage clients' };
const BANK = { href: '/admin?section=users', action: 'Set the bank account' };

/** example.com, example.org, www.example.net, facebook.com/example: the reserved example names. */
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$/i;
const isExampleUrl = (url: string) => {
  try {
    const u = new URL(url);
    return EXAMPLE_HOST.test(u.hostname) || /^\/(company\/)?example\/?$/i.test(u.pathname);
  } catch {
    return false;
  }
};
/** A Nigerian number whose exchange is 555, the range the fresh install's sample numbers use. */
const isSampleTel = (tel: string) => /^\+234\d{3}555\d{4}$/.test(tel);
/** "A, B and C". */
const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);
const SOCIAL_NAMES: Record<keyof CompanyDetails['social'], string> = { facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', instagram: 'Instagram' };

const key = (c: { module: string; name: string }) => `${c.module}\n${c.name.trim().toLowerCase()}`;
const SAMPLE_CLIENTS = new Set(sectors.flatMap((s) => s.clients.map((c) => key({ module: s.module, name: c.name }))));

export const GO_LIVE_CHECKS: readonly GoLiveCheck[] = [
  {
    id: 'company-email',
    find: ({ company }) =>
      EXAMPLE_HOST.test(company.email.split('@')[1] ?? '')
        ? [{ text: `The company e-mail is the example address ${company.email}, shown on every page.`, ...COMPANY }]
        : [],
  },
  {
    id: 'sample-phones',
    find: ({ company }) => {
      const numbers = company.phones.filter((p) => isSampleTel(p.tel)).map((p) => `${p.label} ${phoneDisplay(p.tel)}`);
      if (company.whatsapp.own && isSampleTel(company.whatsapp.tel)) numbers.push(`WhatsApp ${phoneDisplay(company.whatsapp.tel)}`);
      return numbers.length ? [{ text: `Sample phone numbers (555) are published: ${listed(numbers)}.`, ...COMPANY }] : [];
    },
  },
  {
    id: 'example-social-links',
    find: ({ company }) => {
      const names = (Object.keys(SOCIAL_NAMES) as (keyof CompanyDetails['social'])[]).filter((k) => company.social[k] && isExampleUrl(company.social[k]));
      return names.length ? [{ text: `The ${listed(names.map((k) => SOCIAL_NAMES[k]))} links open example pages, not the company's.`, ...COMPANY }] : [];
    },
  },
  {
    id: 'sample-name-and-offices',
    find: ({ company, seedCompany }) => {
      const items: Omit<GoLiveItem, 'id'>[] = [];
      if (company.name === seedCompany.name) items.push({ text: `The company name is the sample "${company.name}".`, ...COMPANY });
      const seedStreets = new Set(seedCompany.offices.map((o) => o.streetAddress));
      const offices = company.offices.filter((o) => seedStreets.has(o.streetAddress)).map((o) => `${o.streetAddress}, ${o.city}`);
      if (offices.length) items.push({ text: `Sample office addresses are published: ${listed(offices)}.`, ...COMPANY });
      return items;
    },
  },
  {
    id: 'sample-prices',
    find: ({ prices }) => samplePriceItems(prices),
  },
  {
    id: 'sample-figures',
    find: ({ company, seedCompany }) => {
      const figures = [
        company.claims.clients === seedCompany.claims.clients && `${company.claims.clients.toLocaleString('en-NG')}+ clients`,
        company.claims.students === seedCompany.claims.students && `${company.claims.students.toLocaleString('en-NG')}+ students`,
        company.claims.deliveryHours === seedCompany.claims.deliveryHours && `delivery within ${company.claims.deliveryHours} hours`,
        company.foundingYear === seedCompany.foundingYear && `founded in ${company.foundingYear}`,
      ].filter((f): f is string => Boolean(f));
      return figures.length ? [{ text: `The sample figures are published: ${listed(figures)}.`, ...COMPANY }] : [];
    },
  },
  {
    id: 'sample-team',
    find: ({ team, seedTeam }) => {
      const seedNames = new Set(seedTeam.members.map((m) => m.name));
      const samples = team.members.filter((m) => seedNames.has(m.name)).map((m) => m.name);
      return samples.length ? [{ text: `The team shows sample people: ${listed(samples)}.`, ...TEAM }] : [];
    },
  },
  {
    id: 'team-without-photos',
    find: ({ team }) => {
      const missing = team.members.filter((m) => !m.photo).map((m) => m.name);
      if (!missing.length) return [];
      const count = missing.length === team.members.length ? `All ${missing.length}` : `${missing.length} of ${team.members.length}`;
      return [{ text: `${count} team members show initials instead of a photo: ${listed(missing)}.`, ...TEAM }];
    },
  },
  {
    id: 'sample-clients',
    find: ({ clients: list }) => {
      const samples = list.filter((c) => SAMPLE_CLIENTS.has(key(c)));
      if (!samples.length) return [];
      const some = samples.slice(0, 3).map((c) => c.name);
      return [{ text: `${samples.length} sample ${samples.length === 1 ? 'client is' : 'clients are'} listed on the sector pages (${listed(some)}${samples.length > 3 ? ' …' : ''}).`, ...CLIENTS }];
    },
  },
  {
    id: 'invoice-bank-account',
    find: ({ invoiceBankAccountSet }) =>
      invoiceBankAccountSet === false
        ? [{ text: 'The bank account for invoices is not set: invoice pages ask customers to call the office for payment details.', ...BANK }]
        : [],
  },
];

/** The facts the checks look at, from the published content (the site content cache) and the clients table. */
export async function goLiveFacts(ctx: AppContext): Promise<GoLiveFacts> {
  const [company, team, rows, prices, bank] = await Promise.all([
    ctx.siteContent.company(),
    ctx.siteContent.published('team'),
    listClients(ctx.db),
    publishedPrices((key) => ctx.siteContent.published(key)),
    settings.get(ctx.db, 'invoice_bank_account'),
  ]);
  return {
    prices,
    company,
    seedCompany: ctx.siteContent.builtIn('company') as CompanyDetails,
    team,
    seedTeam: ctx.siteContent.builtIn('team') as TeamContent,
    clients: rows.map((r) => ({ module: r.module, name: r.name })),
    invoiceBankAccountSet: bank !== undefined,
  };
}

/** Every item still to fix, in the order of the checks. */
export function goLiveItems(facts: GoLiveFacts, checks: readonly GoLiveCheck[] = GO_LIVE_CHECKS): GoLiveItem[] {
  return checks.flatMap((check) => check.find(facts).map((item, i) => ({ id: i ? `${check.id}-${i}` : check.id, ...item })));
}
