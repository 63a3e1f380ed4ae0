import type { Route } from './+types/robots';
import { servicesContext } from '../context';
import { SEO_CACHE_CONTROL, robotsTxt, siteOrigin } from '../lib/seo';

/** /robots.txt: crawl everything public; keep out of the admin, the API and the members' topics. */
export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request, context.get(servicesContext))), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SEO_CACHE_CONTROL },
  });
}
