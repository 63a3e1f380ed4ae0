import type { AppContext } from '../context';
import type { SpamCheck } from '../../common/spam-check';
import type { LeadOrigin } from '../../modules/leads/index.server';
import { classifySource, maskCustomerPath } from '../../modules/insights/index.server';

/**
 * What the public sends the company — reviews (modules/reviews/reviews.service.ts), contact messages
 * and topic requests (modules/leads/leads.service.ts) — taken in the one way shared by the API (forms
 * with JavaScript, captcha solved) and the pages' own actions (forms without it): who sent it and the
 * visit it came from, here.
 * Each is stored first, with its notice to the inbox due: a mail failure never loses it (it is in
 * the admin area), and a failed notice is tried again with backoff (server/services/notices.ts).
 */

export interface Sender {
  /** The member who sent it while logged in (their export and erasure cover it); null for a visitor. */
  userId: number | null;
  spamCheck: SpamCheck;
}

/** What the request says of the visit that sent a form: its browser, and the host the site answered on. */
export interface VisitFacts {
  userAgent: string;
  host: string;
}

/** The visit facts of an API request. */
export function visitFacts(req: { headers: Record<string, string | string[] | undefined>; host?: string }): VisitFacts {
  const ua = req.headers['user-agent'];
  return { userAgent: (Array.isArray(ua) ? ua[0] : ua) ?? '', host: String(req.host ?? '') };
}

/** Where the visit came from, as the form carried it (common/schemas.ts VisitOriginShape). */
export interface CarriedOrigin {
  landing?: string | null;
  referrer?: string | null;
}

/**
 * The source, medium, campaign and first page of the visit that sent a lead, read with Insights'
 * own rules (the utm_ parameters of the landing address, the in-app browser, the referrer), so a
 * lead is counted under the same source as its visit. Nothing carried: null (the form came from a
 * page that could not tell, or from a script).
 */
export function originOf(ctx: AppContext, carried: CarriedOrigin, visit: VisitFacts): LeadOrigin {
  const landing = carried.landing ?? null;
  if (!landing && !carried.referrer) return { source: null, medium: null, campaign: null, landing_page: null };
  let utm: { source?: string; medium?: string; campaign?: string } | undefined;
  let landingPath: string | null = null;
  if (landing) {
    const url = new URL(landing, 'http://site.invalid');
    // A customer's quote or invoice link is a secret: kept as `/quote/…` or `/invoice/…`, never with its token.
    landingPath = maskCustomerPath(url.pathname).slice(0, 300);
    const q = url.searchParams;
    utm = { source: q.get('utm_source') ?? undefined, medium: q.get('utm_medium') ?? undefined, campaign: q.get('utm_campaign') ?? undefined };
  }
  const siteHost = ctx.config.publicHost ?? visit.host;
  const s = classifySource({ referrer: carried.referrer ?? undefined, utm, userAgent: visit.userAgent, siteHost });
  return { source: s.name.slice(0, 100), medium: s.medium, campaign: s.campaign, landing_page: landingPath };
}
