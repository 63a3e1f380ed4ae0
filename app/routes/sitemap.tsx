import type { Route } from './+types/sitemap';
import { servicesContext } from '../context';
import { SEO_CACHE_CONTROL, lastModified, siteOrigin, sitemapXml } from '../lib/seo';

/** /sitemap.xml: every public, indexable page with an absolute address and, when known, when its words last changed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const lastmod = lastModified(await services.publishedTimes());
  return new Response(sitemapXml(siteOrigin(request, services), lastmod), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_CACHE_CONTROL },
  });
}
