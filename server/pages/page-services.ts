import type { CaptchaClientConfig } from '../../common/captcha-providers';
import type { ContentKey, ContentValue } from '../../common/site-content';
import type { AppContext } from '../context';
import { redactUrl } from './redact-url';
import { createPageForms } from './page-forms';
import { createPageAuthForms } from './page-auth-forms';
import { quotePages } from '../../modules/quotes/calls.server';
import { clientsOfModule } from '../../modules/clients/index.server';
import { listImages } from '../../modules/gallery/index.server';
import { reviewsByStatus } from '../../modules/reviews/index.server';
import { invoicePageServices } from '../../modules/invoices/calls.server';
import { paystackPageServices } from '../../modules/payments/calls.server';
import { publishedTimes } from '../../modules/site-content/index.server';
import { placeholderValues, renderFormattedText, type RenderOptions } from '../services/formatted-text';
import { quoteItemOf } from '../../modules/leads/calls.server';

/**
 * What page loaders may read, straight from the repositories (no HTTP to our own API).
 * Read-only. A failed query is logged and yields an empty list, so the page falls back to its
 * built-in content (a page always shows something, even while the database is unreachable).
 */
export function createPageServices(ctx: AppContext) {
  let failedQueries = 0;
  async function safely<T>(what: string, query: () => Promise<T[]>): Promise<T[]> {
    try {
      return await query();
    } catch (err) {
      failedQueries++;
      ctx.log.error({ err: { message: (err as Error).message }, what }, 'page data query failed');
      return [];
    }
  }
  async function content<K extends ContentKey>(key: K, request: Request): Promise<ContentValue<K>> {
    const token = new URL(request.url).searchParams.get('preview');
    if (token) {
      const draft = await ctx.siteContent.preview(key, token);
      if (draft !== null) return draft;
    }
    return ctx.siteContent.published(key);
  }
  return {
    /**
     * How many page data queries have failed so far: a page rendered while this grew may lack
     * data, so it is not kept as the page (server/pages/render.ts).
     */
    failedQueries: () => failedQueries,
    /** The actions of the public forms posted without JavaScript (server/pages/page-forms.ts). */
    forms: createPageForms(ctx),
    /** Whether pages report visits to Insights (INSIGHTS=on). */
    insights: ctx.insights.enabled,
    /** The actions of the account forms posted without JavaScript (server/pages/page-auth-forms.ts). */
    authForms: createPageAuthForms(ctx),
    /** A customer's quote page: what it shows, its acceptance and questions (modules/quotes). */
    quotes: quotePages(ctx),
    /** The customer's invoice page, found by its link's token (modules/invoices). */
    invoices: invoicePageServices(ctx),
    /** Paying an invoice through Paystack from its page (modules/payments). */
    paystack: paystackPageServices(ctx),
    /** The configured canonical origin (PUBLIC_URL), when one was set; pages otherwise use the request's. */
    publicUrl: ctx.config.publicUrlConfigured ? ctx.config.publicUrl : undefined,
    /** Which captcha the contact form draws, and the third-party widget's public site key. */
    captcha: { provider: ctx.config.captcha.provider, siteKey: ctx.config.captcha.siteKey } satisfies CaptchaClientConfig,
    /** The sector's rows, or null when the query failed (the page then shows the built-in list). */
    clientsOrNull: async (module: string) => {
      try {
        return await clientsOfModule(ctx.db, module);
      } catch (err) {
        ctx.log.error({ err: { message: (err as Error).message }, what: 'clients' }, 'page data query failed');
        return null;
      }
    },
    /**
     * The company details the pages show: the published value from the in-memory cache (no query
     * per page view), or the built-in one when the database cannot be read.
     */
    company: () => ctx.siteContent.company(),
    /** The draft for a `?preview=<token>` page view of an admin; null for any other token. */
    previewCompany: (token: string) => ctx.siteContent.preview('company', token),
    /**
     * A site-content document for a page loader: the published value from the cache, or, in an
     * admin's `?preview=<token>` view, the draft (docs/decisions/0007-site-content.md).
     */
    content,
    /**
     * What a "Get a quote" or "Request a demo" link names (`/contact?item=hospital`): the product,
     * service or course with its current name and page, or null for a key that names none.
     */
    quoteItem: (key: string | null, request: Request) => quoteItemOf((k) => content(k, request), key),
    /**
     * A formatted text (Markdown source from a document) as the sanitised HTML the page shows, with
     * its {placeholders} filled in from the company details (the draft in a preview) and the
     * retention settings. Rendered once per distinct text and kept (server/services/formatted-text.ts).
     */
    async formattedText(markdown: string, request: Request, options?: RenderOptions): Promise<string> {
      const [site, hosting] = await Promise.all([content('company', request), content('service:domain', request)]);
      return renderFormattedText(markdown, placeholderValues(site, ctx.config.retention, hosting.price), options);
    },
    /** The published value of a document, from the cache, also in a preview (menus, lists of pages). */
    published: <K extends ContentKey>(key: K): Promise<ContentValue<K>> => ctx.siteContent.published(key),
    /**
     * When each site-content document was last published (key → ISO time), for the sitemap's
     * lastmod; empty when the query failed (the sitemap then has no dates).
     */
    publishedTimes: async (): Promise<Map<string, string>> =>
      new Map((await safely('content publish times', () => publishedTimes(ctx.db))).map((r) => [r.key, r.published_at])),
    gallery: () => safely('gallery', () => listImages(ctx.db)),
    /** The newest approved reviews, at most `limit` (the pages pass REVIEWS_SHOWN, modules/reviews/pages/review-cards.tsx). */
    approvedReviews: (limit: number) => safely('reviews', () => reviewsByStatus(ctx.db, 'approved', limit)),
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
