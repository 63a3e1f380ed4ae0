import type { Route } from './+types/signup';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('Sign Up');

export default function Signup() {
  return (
    <main>
      <h1>Sign Up</h1>
    </main>
  );
}
