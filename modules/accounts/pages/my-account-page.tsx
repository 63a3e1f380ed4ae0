import type { ReactNode } from 'react';
import { call } from '../../../app/lib/call';
import { formatDate } from '../../../app/lib/dates';
import { StatusLine } from '../../../app/components/form/fields';
import { ROLE_LABELS } from '../../../common/roles';
import { useMemberRead } from '../my-account/account';
import { ChangeEmail } from '../my-account/change-email';
import { ChangePassword } from '../my-account/change-password';
import { DownloadData } from '../my-account/download-data';
import { LogoutEverywhere } from '../my-account/logout-everywhere';
import { DeleteAccount } from '../my-account/delete-account';

/** Dates as people in Enugu read them ("4 March 2026"), in Nigerian time. */
function formatDay(iso: string | null, withTime = false): string {
  return iso ? formatDate(iso, { month: 'long', time: withTime, timeZone: 'Africa/Lagos' }) : 'Never';
}

/**
 * The account's facts and one panel per thing a member can do with it. `requests` is shown below
 * the facts: the member's topic requests, a screen of the leads (modules/leads/pages/topic-requests.tsx).
 */
export function AccountPanel({ requests }: { requests?: ReactNode }) {
  const [load, setAccount] = useMemberRead((signal) => call('account', { auth: true, signal }));
  if (load.state === 'loading') {
    return (
      <p className="account-loading" aria-busy="true">
        Loading your account…
      </p>
    );
  }
  if (load.state === 'failed') return <StatusLine status={{ kind: 'error', text: load.text }} />;
  const { account } = load.data;
  return (
    <div className="account">
      <dl className="account-facts">
        <div>
          <dt>Username</dt>
          <dd>{account.username}</dd>
        </div>
        <div className="account-facts__wide">
          <dt>Email</dt>
          <dd className="auth-email">{account.email}</dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{ROLE_LABELS[account.role]}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatDay(account.created_at)}</dd>
        </div>
        <div>
          <dt>Last login</dt>
          <dd>{formatDay(account.last_login_at, true)}</dd>
        </div>
      </dl>
      {requests}
      <ChangeEmail
        current={account.email}
        onChanged={(email) => setAccount({ ...load.data, account: { ...account, email } })}
      />
      <ChangePassword />
      <DownloadData />
      <LogoutEverywhere />
      <DeleteAccount isAdmin={account.role === 'admin'} />
    </div>
  );
}

export { AccountAside } from '../my-account/aside';
