import { data } from 'react-router';
import type { Route } from './+types/sector-page';
import { findSector } from '../../content/sectors';
import { findProduct } from '../../content/products';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { fromRow, mergeClients } from '../../modules/clients/pages/client-list';
import { SectorPageView } from '../../modules/catalogue/pages/sector-page';
import { sectorIcon } from '../components/icon-names';
import { STATIC_PAGE } from '../widgets/page-handle';

/**
 * The thirteen client sector pages; `pattern` is the route's own path ("lounge-cLub"). The heading
 * and intro are the published 'sector:<slug>' document, and the second button leads to the sector's
 * `next` page (content/sectors.ts), named for a product as its published document names it
 * (docs/decisions/0007-site-content.md). Which client list shows (database rows, or the built-in
 * list when the query failed) is decided in modules/clients/pages/client-list.ts.
 */
export async function loader({ pattern, request, context }: Route.LoaderArgs) {
  const sector = findSector(pattern.replace(/^\/+/, ''));
  if (!sector) throw data(null, { status: 404 });
  const pages = context.get(servicesContext);
  const next = sector.next;
  const productSlug = next && 'product' in next ? (findProduct(next.product)?.slug ?? null) : null;
  const [doc, rows, product] = await Promise.all([
    pages.content(`sector:${sector.slug}`, request),
    pages.clients.ofSector(sector.module),
    productSlug ? pages.content(`product:${productSlug}`, request) : null,
  ]);
  return {
    heading: doc.heading,
    intro: doc.intro,
    // The search-engine description is not edited here (Pages & SEO): the built-in intro.
    metaDescription: sector.intro,
    placeholder: sectorIcon(sector.placeholder),
    websites: sector.module === 'Websites',
    clients: mergeClients(rows ? rows.map(fromRow) : null, sector.clients),
    related:
      next && 'href' in next
        ? { href: next.href, label: next.label }
        : productSlug && product
          ? { href: `/${productSlug}`, label: `See ${product.version || product.name}` }
          : null,
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, `Our Clients: ${args.loaderData.heading}`, args.loaderData.metaDescription) : [];

/** Served without React in the browser: its widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;

export default function SectorPage({ loaderData }: Route.ComponentProps) {
  return <SectorPageView page={loaderData} />;
}
