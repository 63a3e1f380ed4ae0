import type { Route } from './+types/account';
import { pageMeta } from '../lib/meta';
import { RequireAuth } from '../features/auth/require-auth';
import { TopicRequests } from '../../modules/leads/pages/topic-requests';
import { AuthShell } from '../../modules/accounts';
import { AccountAside, AccountPanel } from '../../modules/accounts/pages/my-account-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'My account', 'Your member account: password, sign-ins, a copy of your data, and deleting the account.');

/**
 * The server renders the frame only; the account is read in the browser with the
 * bearer token (the token lives in local storage, as for /topics).
 */
export default function AccountPage() {
  return (
    <AuthShell
      eyebrow="Members' area"
      title="My account"
      intro="Your sign-in details, your password, and what we keep about you."
      aside={<AccountAside />}
    >
      <noscript>
        <p className="form-message form-message--error">
          My account needs JavaScript, which is turned off in this browser. Please turn it on, then log in to see your account.
        </p>
      </noscript>
      <RequireAuth
        fallback={
          <p className="account-loading" aria-busy="true">
            Loading your account…
          </p>
        }
      >
        <AccountPanel requests={<TopicRequests />} />
      </RequireAuth>
    </AuthShell>
  );
}
