import { lazy, Suspense } from 'react';
import type { Route } from './+types/admin';
import { pageMeta } from '../lib/meta';
import { RequireAuth } from '../features/auth/require-auth';

/**
 * The admin app is its own chunk, imported only when staff or an admin is signed in here, so no
 * public page ever downloads it. The server renders just this shell: the data comes from
 * the API in the browser, with the token from local storage.
 */
const AdminApp = lazy(() => import('../features/admin/admin-app'));

// The root layout marks /admin noindex (lib/seo.ts lists it among the private pages).
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Admin', 'Manage project topics, clients, reviews, gallery images and contact messages.');

export default function Admin() {
  return (
    <RequireAuth role="staff">
      <Suspense
        fallback={
          <main className="container section" aria-busy="true">
            <p>Loading the admin area…</p>
          </main>
        }
      >
        <AdminApp />
      </Suspense>
    </RequireAuth>
  );
}
