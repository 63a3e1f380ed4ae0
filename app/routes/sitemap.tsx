import type { Route } from './+types/sitemap';
import { servicesContext } from '../context';
import { SEO_CACHE_CONTROL, siteOrigin, sitemapXml } from '../lib/seo';

/** /sitemap.xml: every public, indexable page with an absolute address (issue 3, item 7). */
export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(sitemapXml(siteOrigin(request, context.get(servicesContext))), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_CACHE_CONTROL },
  });
}
