import type { CaptchaClientConfig } from '../../common/captcha-providers';
import type { AppContext } from '../context';
import { redactUrl } from './redact-url';
import { createPageQueries, pageForms } from './page-kit';
import { siteContentPages } from '../../modules/site-content/page.server';
import { leadPages } from '../../modules/leads/page.server';
import { reviewPages } from '../../modules/reviews/page.server';
import { accountPages } from '../../modules/accounts/page.server';
import { quotePages } from '../../modules/quotes/page.server';
import { invoicePages } from '../../modules/invoices/page.server';
import { paystackPages } from '../../modules/payments/page.server';
import { galleryPages } from '../../modules/gallery/page.server';
import { clientPages } from '../../modules/clients/page.server';

/**
 * What page loaders and page form actions may call (`context.get(servicesContext)`), straight from
 * the modules' services and repositories (no HTTP to our own API). Each domain's part is its
 * module's `page.server.ts` (docs/decisions/0033-domain-modules.md); this file only gathers them,
 * beside the few things of the server itself. A failed page data query is logged and yields an
 * empty list, so the page falls back to its built-in content (./page-kit.ts `createPageQueries`).
 */
export function createPageServices(ctx: AppContext) {
  const queries = createPageQueries(ctx);
  const site = siteContentPages(ctx, queries);
  return {
    /** The site's texts and pictures: `content`, `published`, `company`, `previewCompany`, `formattedText`, `publishedTimes`. */
    ...site,
    /** The contact form's own action (`contact`) and what its quote link names (`quoteItem`). */
    leads: leadPages(ctx, site.content),
    /** The approved reviews the pages show (`approved`) and the review form's own action (`submit`). */
    reviews: reviewPages(ctx, queries),
    /** The account forms' own actions: `signup`, `verify`, `forgotPassword`. */
    accounts: accountPages(ctx),
    /** A customer's quote page: what it shows, its acceptance and questions. */
    quotes: quotePages(ctx),
    /** The customer's invoice page, found by its link's token, and its proof of payment. */
    invoices: invoicePages(ctx),
    /** Paying an invoice through Paystack from its page (modules/payments). */
    paystack: paystackPages(ctx),
    /** The pictures /gallery shows (`images`). */
    gallery: galleryPages(ctx, queries),
    /** A sector's client rows (`ofSector`), or null when the query failed. */
    clients: clientPages(ctx, queries),

    /** The public forms' signed stamp and visit origin, which the contact and review pages are served with. */
    forms: pageForms(ctx),
    /**
     * How many page data queries have failed so far: a page rendered while this grew may lack
     * data, so it is not kept as the page (server/pages/render.ts).
     */
    failedQueries: queries.failed,
    /** Whether pages report visits to Insights (INSIGHTS=on). */
    insights: ctx.insights.enabled,
    /** The configured canonical origin (PUBLIC_URL), when one was set; pages otherwise use the request's. */
    publicUrl: ctx.config.publicUrlConfigured ? ctx.config.publicUrl : undefined,
    /** Which captcha the contact form draws, and the third-party widget's public site key. */
    captcha: { provider: ctx.config.captcha.provider, siteKey: ctx.config.captcha.siteKey } satisfies CaptchaClientConfig,
    /** entry.server's handleError reports render and loader failures here, into the process log. */
    logError(error: unknown, url: string) {
      const err =
        error instanceof Error
          ? { message: error.message, stack: error.stack }
          : { message: JSON.stringify(error) ?? String(error) };
      ctx.log.error({ err, url: redactUrl(url) }, 'page render failed');
    },
  };
}

export type PageServices = ReturnType<typeof createPageServices>;
