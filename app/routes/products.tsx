import type { Route } from './+types/products';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('Our Software Products');

export default function Products() {
  return (
    <main>
      <h1>Our Software Products</h1>
    </main>
  );
}
