import { data } from 'react-router';
import type { Route } from './+types/product-page';
import { findProduct } from '../../content/products';
import { pageMeta } from '../lib/meta';
import { productScreens } from '../../content/product-screens';
import { ProductPageView } from '../../modules/catalogue/pages/product-page';
import { servicesContext } from '../context';
import { builtInPrice } from '../../content/prices';
import { productJsonLd } from '../lib/offer-json-ld';
import { siteOrigin } from '../lib/seo';
import { STATIC_PAGE } from '../widgets/page-handle';

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The eleven software product pages, one module registered per product; `pattern` is
 * the route's own path ("pos"). Paths match case-insensitively, so /POS and /pos both land here;
 * the root layout links the canonical lower-case address.
 */
export async function loader({ pattern, request, context }: Route.LoaderArgs) {
  const builtIn = findProduct(pattern);
  if (!builtIn) throw data(null, { status: 404 });
  // The words are the published 'product:<slug>' document (docs/decisions/0007-site-content.md).
  const product = await context.get(servicesContext).content(`product:${builtIn.slug}`, request);
  const [headline, subtitle] = product.title.includes(': ') ? product.title.split(': ', 2) : [product.title, ''];
  // A document stored before prices existed shows the built-in starting price.
  const price = product.price ?? builtInPrice('product', builtIn.slug);
  const services = context.get(servicesContext);
  return {
    slug: builtIn.slug,
    price,
    jsonLd: productJsonLd(siteOrigin(request, services), { name: product.name, description: product.summary, path: `/${builtIn.slug}`, price }),
    name: product.name,
    version: product.version || null,
    title: product.title,
    headline,
    subtitle,
    summary: product.summary,
    metaDescription: builtIn.metaDescription,
    intro: product.intro,
    sections: product.sections.map((s) => ({ ...s, id: slugify(s.heading) })),
    screen: productScreens[builtIn.slug] ?? null,
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.title, args.loaderData.metaDescription) : [];

/** Served without React in the browser: its widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductPageView page={loaderData} />;
}
