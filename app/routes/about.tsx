import type { Route } from './+types/about';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('About Us');

export default function About() {
  return (
    <main>
      <h1>About Us</h1>
    </main>
  );
}
