import type { Route } from './+types/company-profile';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('Company Profile');

export default function CompanyProfile() {
  return (
    <main>
      <h1>Company Profile</h1>
    </main>
  );
}
