import { data } from 'react-router';
import type { Route } from './+types/product-page';
import { findProduct } from '../../content/products';
import { pageMeta } from '../lib/meta';

/** The eleven software product pages of spec 2.9; `pattern` is the route's own path ("pos"). */
export function loader({ pattern }: Route.LoaderArgs) {
  const product = findProduct(pattern);
  if (!product) throw data(null, { status: 404 });
  return { title: product.title, summary: product.summary, metaDescription: product.metaDescription };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.metaDescription) : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.title}</h1>
      <p>{loaderData.summary}</p>
    </main>
  );
}
