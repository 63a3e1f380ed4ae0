import { data } from 'react-router';
import type { Route } from './+types/product-page';
import { findProduct } from '../../content/products';
import { pageMeta } from '../lib/meta';
import { productScreens } from '../../content/product-screens';
import { ProductPageView } from '../features/catalogue/product-page';
import { servicesContext } from '../context';

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
  return {
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

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductPageView page={loaderData} />;
}
