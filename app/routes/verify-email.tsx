import type { Route } from './+types/verify-email';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('Verify Email');

export default function VerifyEmail() {
  return (
    <main>
      <h1>Verify Email</h1>
    </main>
  );
}
