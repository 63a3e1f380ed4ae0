import type { Route } from './+types/topics';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('Project Topics');

export default function Topics() {
  return (
    <main>
      <h1>Project Topics</h1>
    </main>
  );
}
