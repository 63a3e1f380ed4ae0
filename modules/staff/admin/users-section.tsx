import { useId, useRef, useState } from 'react';
import { call } from '../../../app/features/admin/call';
import type { UserRow } from '../staff.schemas';
import { useSession } from '../../../app/lib/session';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { useList } from '../../../app/features/admin/use-list';
import { auditWords } from '../../../common/audit';
import { Icon } from '../../../app/components/icon';
import { SearchField } from '../../../app/features/admin/search-field';
import { ListState } from '../../../app/features/admin/list-state';
import { Pager } from '../../../app/features/admin/pager';
import { formatDate } from '../../../app/lib/dates';
import { ROLE_LABELS, type Role } from '../../../common/roles';
import { RoleDialog, type RoleChange } from './role-dialog';
import { InvitationsPanel } from './invitations-panel';
import { EnquiryInboxPanel } from './enquiry-inbox-panel';
import { BankAccountPanel } from '../../../modules/invoices';
import { VatRatePanel } from '../../../modules/quotes';

export const CONFIRM_DELETE_USER = (name: string) =>
  `Are you sure you want to delete the account of ${name}? Their reviews stay on the site as "Anonymous". This cannot be undone.`;
/** Users: invite colleagues; find, change roles (confirmed in a dialog), disable, re-send a code, delete; and what was done to accounts. */
export function UsersSection() {
  const session = useSession();
  const id = useId();
  const run = useAdminAction();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [auditPage, setAuditPage] = useState(1);
  const list = useList('users', q ? { q } : {}, page);
  const log = useList('usersLog', {}, auditPage);
  const heading = useRef<HTMLHeadingElement>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);

  async function after(r: Awaited<ReturnType<typeof run>>) {
    if (r?.ok) await Promise.all([list.reload(), log.reload()]);
  }

  // Confirmed in the role dialog, which names what the new role may do (and warns before you demote yourself).
  async function setRole(u: UserRow, role: Role) {
    const self = u.id === session?.user.id;
    const r = await run(() => call('setRole', { auth: true, json: { id: u.id, role, confirmSelf: self } }));
    if (self && role !== 'admin' && r?.ok) {
      window.location.assign('/');
      return;
    }
    await after(r);
  }

  async function setDisabled(u: UserRow, disabled: boolean) {
    await after(await run(() => call('setDisabled', { auth: true, json: { id: u.id, disabled } })));
  }

  async function resend(u: UserRow) {
    await after(await run(() => call('resendVerification', { auth: true, json: { id: u.id } })));
  }

  async function remove(u: UserRow) {
    if (!confirmed(CONFIRM_DELETE_USER(u.username))) return;
    const r = await run(() => call('deleteUser', { query: { id: u.id }, auth: true }));
    await after(r);
    if (r?.ok) heading.current?.focus();
  }

  return (
    <>
      <InvitationsPanel onChange={() => void log.reload()} />
      <EnquiryInboxPanel />
      <BankAccountPanel />
      <VatRatePanel />
      <div className="card admin-list-card">
        <div className="admin-list-head">
          <h3 ref={heading} tabIndex={-1}>
            Accounts {list.state === 'ready' && <span className="badge">{list.total}</span>}
          </h3>
          <form
            className="admin-search"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setPage(1);
              setQ(draft.trim());
            }}
          >
            <SearchField
              id={`${id}-search`}
              label="Search accounts by name or email"
              placeholder="Search name or email"
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                if (!e.target.value) {
                  setPage(1);
                  setQ('');
                }
              }}
            />
          </form>
        </div>
        <p className="admin-muted">
          Everyone who signed up or was invited, newest first. Changing a role asks first and says what the role may do; disabling an
          account logs it out everywhere at once; every change here is written to the audit log below.
        </p>
        <ListState list={list} what="the accounts" />
        {list.state !== 'loading' &&
          (list.items.length === 0 ? (
            <p className="admin-empty">{q ? `No account matches “${q}”.` : 'No accounts yet.'}</p>
          ) : (
            <ul className="admin-rows admin-users">
              {list.items.map((u) => {
                const self = u.id === session?.user.id;
                return (
                  <li key={u.id} className="admin-row">
                    <div className="admin-row__main">
                      <span className="admin-user__name">
                        <strong>{u.username}</strong>
                        {self && <span className="admin-muted"> (you)</span>}
                        <span className={`admin-tag${u.role === 'user' ? '' : ` admin-tag--${u.role}`}`}>{ROLE_LABELS[u.role]}</span>
                        <span className={`admin-tag${u.verified ? ' admin-tag--ok' : ' admin-tag--warn'}`}>{u.verified ? 'Verified' : 'Not verified'}</span>
                        {u.disabled && <span className="admin-tag admin-tag--off">Disabled</span>}
                      </span>
                      <a className="admin-user__email" href={`mailto:${u.email}`}>
                        {u.email}
                      </a>
                      <span className="admin-row__meta">
                        Joined {formatDate(u.created_at)} · Last login {u.last_login_at ? formatDate(u.last_login_at) : 'never'}
                      </span>
                    </div>
                    <div className="admin-row__actions">
                      {!u.verified && !u.disabled && (
                        <button type="button" className="btn btn-outline btn-sm" onClick={() => void resend(u)} aria-label={`Resend code to ${u.username}`}>
                          Resend code
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        onClick={(e) => setRoleChange({ user: u, self, opener: e.currentTarget })}
                        aria-label={`Change role: ${u.username}`}
                      >
                        Change role
                      </button>
                      {!self &&
                        (u.disabled ? (
                          <button type="button" className="btn btn-outline btn-sm" onClick={() => void setDisabled(u, false)} aria-label={`Re-enable ${u.username}`}>
                            Re-enable
                          </button>
                        ) : (
                          <button type="button" className="btn btn-outline btn-sm" onClick={() => void setDisabled(u, true)} aria-label={`Disable ${u.username}`}>
                            Disable
                          </button>
                        ))}
                      {!self && (
                        <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove(u)} aria-label={`Delete the account of ${u.username}`}>
                          <Icon name="trash" size={20} /> Delete
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          ))}
        <Pager page={list.page} pages={list.pages} onPage={setPage} label="Pages of accounts" />
      </div>

      <div className="card admin-list-card admin-audit">
        <div className="admin-list-head">
          <h3>Audit log</h3>
        </div>
        <p className="admin-muted">Who changed which account, and when. Entries cannot be edited or removed.</p>
        {log.state === 'error' && (
          <div className="form-message form-message--error admin-load-error" role="alert">
            <p>{log.error}</p>
          </div>
        )}
        {log.state === 'ready' &&
          (log.items.length === 0 ? (
            <p className="admin-empty">No changes yet.</p>
          ) : (
            <ol className="admin-rows admin-audit__list">
              {log.items.map((e) => (
                <li key={e.id} className="admin-row">
                  <div className="admin-row__main">
                    <span>
                      <strong>{e.actor_email}</strong> {auditWords(e.action)} <strong>{e.target_email}</strong>
                    </span>
                    <time className="admin-row__meta" dateTime={e.created_at}>
                      {formatDate(e.created_at)}
                    </time>
                  </div>
                </li>
              ))}
            </ol>
          ))}
        <Pager page={log.page} pages={log.pages} onPage={setAuditPage} label="Pages of the audit log" />
      </div>
      <RoleDialog
        change={roleChange}
        onClose={() => setRoleChange(null)}
        onConfirm={(role) => roleChange && void setRole(roleChange.user, role)}
      />
    </>
  );
}
