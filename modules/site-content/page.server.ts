import type { ContentKey, ContentValue } from '../../common/site-content';
import type { AppContext } from '../../server/context';
import type { PageQueries } from '../../server/pages/page-kit';
import { placeholderValues, renderFormattedText, type RenderOptions } from '../../server/services/formatted-text';
import { publishedTimes } from './site-content.repository';

/**
 * The site content's page side (docs/decisions/0033-domain-modules.md): what every page loader reads
 * of the office's texts and pictures, through `ctx.siteContent` (the per-instance cache, the
 * built-in value when the database cannot be read, the `?preview=` drafts). Gathered with the other
 * domains' in server/pages/page-services.ts, whose keys these are (`services.content(…)`).
 */
export function siteContentPages(ctx: AppContext, { safely }: PageQueries) {
  /**
   * A site-content document for a page loader: the published value from the cache, or, in an
   * admin's `?preview=<token>` view, the draft (docs/decisions/0007-site-content.md).
   */
  async function content<K extends ContentKey>(key: K, request: Request): Promise<ContentValue<K>> {
    const token = new URL(request.url).searchParams.get('preview');
    if (token) {
      const draft = await ctx.siteContent.preview(key, token);
      if (draft !== null) return draft;
    }
    return ctx.siteContent.published(key);
  }
  return {
    content,
    /**
     * The company details the pages show: the published value from the in-memory cache (no query
     * per page view), or the built-in one when the database cannot be read.
     */
    company: () => ctx.siteContent.company(),
    /** The draft for a `?preview=<token>` page view of an admin; null for any other token. */
    previewCompany: (token: string) => ctx.siteContent.preview('company', token),
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
  };
}
