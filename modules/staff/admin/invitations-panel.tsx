import { useId, useState, type FormEvent } from 'react';
import { call } from '../../../app/features/admin/call';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { useList } from '../../../app/features/admin/use-list';
import { ListState } from '../../../app/features/admin/list-state';
import type { Invitation } from '../staff.schemas';
import { ROLE_LABELS } from '../../../common/roles';
import { ROLE_POWERS } from '../staff.words';
import { formatDate } from '../../../app/lib/dates';
import { TextField } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { InviteFormSchema } from '../staff-fields';

export const CONFIRM_WITHDRAW = (email: string) => `Withdraw the invitation to ${email}? Its link stops working at once.`;

/**
 * Invite a colleague by e-mail as staff or administrator, and the invitations not yet accepted:
 * who invited, when the link expires, Resend (a new link; the old one dies) and Withdraw. The
 * server checks the address and refuses one that already has an account (its role is changed in
 * the list below instead).
 */
export function InvitationsPanel({ onChange }: { onChange: () => void }) {
  const id = useId();
  const run = useAdminAction();
  const list = useList('invitations');
  const [role, setRole] = useState<'staff' | 'admin'>('staff');
  const { check, bind } = useSchemaForm(['email']);
  const [sending, setSending] = useState(false);

  async function after(r: Awaited<ReturnType<typeof run>>) {
    if (r?.ok) {
      await list.reload();
      onChange();
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const invite = await check(form, InviteFormSchema, { role });
    if (!invite) return;
    setSending(true);
    const r = await run(() => call('invite', { auth: true, json: invite }));
    setSending(false);
    if (r?.ok) form.reset();
    await after(r);
  }

  async function resend(i: Invitation) {
    await after(await run(() => call('resendInvitation', { auth: true, params: { id: i.id } })));
  }

  async function withdraw(i: Invitation) {
    if (!confirmed(CONFIRM_WITHDRAW(i.email))) return;
    await after(await run(() => call('withdrawInvitation', { auth: true, params: { id: i.id } })));
  }

  return (
    <div className="card admin-list-card">
      <div className="admin-list-head">
        <h3>
          Invite a colleague {list.state === 'ready' && list.items.length > 0 && <span className="badge">{list.items.length}</span>}
        </h3>
      </div>
      <p className="admin-muted">
        The colleague gets an e-mail with a link that works once. They choose a username and a password and are signed in, with their
        address already confirmed.
      </p>
      <form className="admin-invite" noValidate onSubmit={onSubmit}>
        <TextField id={`${id}-email`} {...bind('email')} label="E-mail address" type="email" autoComplete="off" maxLength={254} required disabled={sending} />
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} name="role" value={role} onChange={(e) => setRole(e.target.value as 'staff' | 'admin')} disabled={sending}>
            <option value="staff">{ROLE_LABELS.staff} (editor)</option>
            <option value="admin">{ROLE_LABELS.admin}</option>
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send invitation'}
        </button>
        <p className="admin-muted admin-invite__powers">{ROLE_POWERS[role]}</p>
      </form>

      <h4 className="admin-invite__heading">Waiting to be accepted</h4>
      <ListState list={list} what="the invitations" />
      {list.state === 'ready' &&
        (list.items.length === 0 ? (
          <p className="admin-empty">No open invitations.</p>
        ) : (
          <ul className="admin-rows admin-invitations">
            {list.items.map((i) => (
              <li key={i.id} className="admin-row">
                <div className="admin-row__main">
                  <span className="admin-user__name">
                    <strong>{i.email}</strong>
                    <span className={`admin-tag admin-tag--${i.role}`}>{ROLE_LABELS[i.role]}</span>
                    {i.expired && <span className="admin-tag admin-tag--warn">Expired</span>}
                  </span>
                  <span className="admin-row__meta">
                    Invited by {i.invited_by_email} on {formatDate(i.created_at)} · {i.expired ? 'Expired' : 'Expires'} {formatDate(i.expires_at)}
                  </span>
                </div>
                <div className="admin-row__actions">
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => void resend(i)} aria-label={`Resend the invitation to ${i.email}`}>
                    Resend
                  </button>
                  <button type="button" className="btn btn-danger btn-sm" onClick={() => void withdraw(i)} aria-label={`Withdraw the invitation to ${i.email}`}>
                    Withdraw
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
