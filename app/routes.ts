import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { SITE_PAGES } from '../common/site-pages';

/**
 * The route table: one route per page of the page registry (common/site-pages.ts). Same-shaped
 * pages are one module registered once per content entry, each with its own id. Paths match
 * case-insensitively (React Router's default), so /POS and /pos are the same route, and so are
 * /lounge-cLub and /lounge-club.
 */
export default [
  ...SITE_PAGES.map((p) => (p.path === '/' ? index(p.module) : p.id ? route(p.path.slice(1), p.module, { id: p.id }) : route(p.path.slice(1), p.module))),
  // A customer's quote, at the link staff sent (modules/quotes): a page of one customer, not of the site.
  route('quote/:token', 'routes/quote.tsx'),
  // Paying an invoice through Paystack: its form's target and Paystack's way back (modules/payments).
  route('invoice/:token/paystack', 'routes/invoice-paystack.tsx'),
  // Paystack's way back: its reference only, never the invoice's link (modules/payments).
  route('paystack/return', 'routes/paystack-return.tsx'),
  // /unauthorized shows the same page as an unknown path.
  route('unauthorized', 'routes/not-found.tsx', { id: 'unauthorized' }),
  // Resource routes for search engines.
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
