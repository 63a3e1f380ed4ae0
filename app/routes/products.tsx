import type { Route } from './+types/products';
import { products } from '../../content/products';
import { pageMeta } from '../lib/meta';
import { servicesContext } from '../context';
import { illustrationIcon } from '../components/icon-names';
import { ProductsPageView } from '../../modules/catalogue/pages/products-page';
import { builtInPrice } from '../../content/prices';
import { STATIC_PAGE } from '../widgets/page-handle';

/**
 * Card fields only, so the product pages' copy stays out of this page's bundle; the words are the
 * published 'product:<slug>' documents, read from the in-memory cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pages = context.get(servicesContext);
  const docs = await Promise.all(products.map((p) => pages.content(`product:${p.slug}`, request)));
  return { products: docs.map((d, i) => ({ slug: products[i].slug, icon: illustrationIcon(products[i].slug), name: d.name, version: d.version, summary: d.summary, price: d.price ?? builtInPrice('product', products[i].slug) })) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Our Software Products',
    'Point of sale, hospital, school, bus ticketing, estate, hotel, HR and payroll, laboratory, cooperative, farm and inventory software, built and supported in Enugu.',
  );

/** Served without React in the browser: its widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductsPageView products={loaderData.products} />;
}
