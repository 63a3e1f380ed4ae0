import { SITE_PAGES, findSitePage } from '../../common/site-pages';
import { isCustomerPath, maskCustomerPath } from './customer-paths';

/** Where the views, taps and speed figures of addresses that are no page of the site are counted. */
export const OTHER_PAGE = '(other page)';

/**
 * The page an event is counted under: a page of the site by the route table's own spelling, so
 * `/POS`, `/pos` and `/pos/` are one row; a page not found under the address the visitor asked for
 * (a broken link is worth knowing about; the roll-up keeps only the commonest of them); anything
 * else, which only a forged report can name, under OTHER_PAGE. A customer's quote or invoice page
 * is counted as `/quote/…` or `/invoice/…`, never under its link's token (./customer-paths.ts).
 */
export function pageKey(path: string, notFound = false): string {
  if (isCustomerPath(path)) return maskCustomerPath(path);
  const page = findSitePage(SITE_PAGES, path);
  if (page) return page.path;
  return notFound ? path : OTHER_PAGE;
}

/** The page a form was sent from: the Referer's path when it is this site's, else the form's own page. */
export function formPage(req: { host?: string; headers: Record<string, string | string[] | undefined> }, fallback: string, siteHost: string | undefined): string {
  const referer = req.headers.referer;
  if (typeof referer !== 'string') return fallback;
  try {
    const url = new URL(referer);
    if (url.host !== (siteHost ?? String(req.host ?? ''))) return fallback;
    return maskCustomerPath(url.pathname.slice(0, 300)) || fallback;
  } catch {
    return fallback;
  }
}
