import type { Route } from './+types/admin';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('Admin');

export default function Admin() {
  return (
    <main>
      <h1>Admin</h1>
    </main>
  );
}
