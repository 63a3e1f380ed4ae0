import type { AppContext } from '../context';
import type { VisitOrigin } from '../../common/schemas';
import { STAMP_FIELD, TRAP_FIELD } from '../../common/spam-check';
import type { FormRefusal } from '../../common/form-result';
import { formStamp } from '../services/form-guard';

/**
 * The small kernel the modules' page sides share (each module's `page.server.ts`, gathered by
 * ./page-services.ts): who posted a page's form, reading a posted form, a refusal with the values
 * as typed, the signed stamp and the visit's origin of the public forms, and the count of failed
 * page data queries. The forms posted without JavaScript: docs/decisions/0020-forms-without-javascript.md.
 */

/** Who sent a page's request: the client address Fastify worked out (TRUST_PROXY), the host it named and the request's headers. */
export interface PageClient {
  ip: string;
  host?: string;
  headers: Record<string, string | string[] | undefined>;
}

export const FORM_UNREADABLE = 'The form could not be read. Please try again.';

/** The public forms' fields never shown again: the trap, the stamp (a fresh one comes with the page) and the review's picture. */
export const NOT_ECHOED: readonly string[] = [TRAP_FIELD, STAMP_FIELD, 'profile_pic'];

/** The posted form, or null when the body cannot be read as one. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A form refused: its status, the message over the form, the messages under fields and the values as typed. */
export const refuse = (status: FormRefusal['status'], values: Record<string, string>, message?: string, errors: Record<string, string> = {}): FormRefusal => ({
  ok: false,
  status,
  errors,
  values,
  ...(message ? { message } : {}),
});

/** What the public forms' pages (contact, review) are served with: the signed stamp and the visit's origin. */
export const pageForms = (ctx: AppContext) => ({
  /** The signed time a form is served with (its minimum fill time is counted from it). */
  stamp: () => formStamp(ctx.config.jwtSecret),

  /** Where the visit of a page request came from, for the hidden fields of its form (visitOriginOf). */
  origin: (request: Request, client: PageClient): VisitOrigin => {
    const referer = request.headers.get('referer') ?? undefined;
    return visitOriginOf(new URL(request.url), referer, ctx.config.publicHost ?? String(client.host ?? ''));
  },
});

/**
 * The page data queries' guard: a failed query is logged and yields an empty list, so the page
 * falls back to its built-in content (a page always shows something, even while the database is
 * unreachable), and is counted: a page rendered while the count grew may lack data, so it is not
 * kept as the page (./render.ts).
 */
export function createPageQueries(ctx: Pick<AppContext, 'log'>) {
  let failed = 0;
  /** A query whose failure the page shows in its own way (`null`): logged and counted. */
  async function orNull<T>(what: string, query: () => Promise<T>): Promise<T | null> {
    try {
      return await query();
    } catch (err) {
      failed++;
      ctx.log.error({ err: { message: (err as Error).message }, what }, 'page data query failed');
      return null;
    }
  }
  return {
    /** How many page data queries have failed so far. */
    failed: () => failed,
    orNull,
    /** A list query: empty when it failed. */
    safely: async <T>(what: string, query: () => Promise<T[]>): Promise<T[]> => (await orNull(what, query)) ?? [],
  };
}

export type PageQueries = ReturnType<typeof createPageQueries>;

/**
 * The pages whose form carries where the visit came from when it is posted without JavaScript
 * (docs/decisions/0024-leads.md). A page view of one of them that carries an origin is rendered for
 * that visitor alone, never from or into the page cache, which would hand one visitor's referrer and
 * campaign to the next.
 */
export const ORIGIN_FORM_PAGES: ReadonlySet<string> = new Set(['/contact']);

/**
 * What a page request says of where its visit came from: its own address (path and query) when it
 * has utm_ parameters or came from another site, and its Referer when that is another site (a
 * visitor without JavaScript arrives on each page afresh, so this page is only known to be the
 * first of the visit when the Referer is not the site itself). `siteHost` is the host the site is
 * published at (PUBLIC_URL's, else the request's). Empty when there is nothing to tell.
 */
export function visitOriginOf(url: URL, referer: string | undefined, siteHost: string): VisitOrigin {
  let referrer: string | undefined;
  if (referer) {
    try {
      if (new URL(referer).host.toLowerCase() !== siteHost.toLowerCase()) referrer = referer.slice(0, 600);
    } catch {
      // Not an address: says nothing.
    }
  }
  const campaign = [...url.searchParams.keys()].some((k) => k.startsWith('utm_'));
  if (!campaign && !referrer) return {};
  const landing = `${url.pathname}${url.search}`;
  return { landing: landing.length <= 600 ? landing : url.pathname.slice(0, 600), ...(referrer ? { referrer } : {}) };
}

/** True when a page request must be rendered for its visitor alone: see ORIGIN_FORM_PAGES. */
export function carriesVisitOrigin(url: URL, referer: string | undefined, siteHost: string): boolean {
  return ORIGIN_FORM_PAGES.has(url.pathname) && Object.keys(visitOriginOf(url, referer, siteHost)).length > 0;
}
