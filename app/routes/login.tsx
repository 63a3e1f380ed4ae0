import type { Route } from './+types/login';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('Login');

export default function Login() {
  return (
    <main>
      <h1>Login</h1>
    </main>
  );
}
