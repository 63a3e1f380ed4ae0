import { useEffect, useId, useRef, useState } from 'react';
import type { UserRow } from '../staff.schemas';
import { ROLES, ROLE_LABELS, type Role } from '../../../common/roles';
import { ROLE_POWERS } from '../staff.words';

export const CONFIRM_SELF_DEMOTE =
  'You are about to remove your own administrator rights. You will lose access to the admin area at once. Go on?';

/** The account whose role is being changed, and the control that opened the dialog. */
export interface RoleChange {
  user: UserRow;
  self: boolean;
  opener: HTMLElement | null;
}

/**
 * Every change of role is confirmed here, in a modal dialog that says what the chosen role may do
 * (common/roles.ts). Staff and administrator need a verified address (the server refuses the others
 * too); removing your own administrator rights says so before anything changes. Escape or Cancel
 * changes nothing and the focus goes back to the button that opened it.
 */
export function RoleDialog({ change, onConfirm, onClose }: { change: RoleChange | null; onConfirm: (role: Role) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [role, setRole] = useState<Role>('user');

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (change && !el.open) {
      setRole(change.user.role);
      el.showModal();
    }
    if (!change && el.open) el.close();
  }, [change]);

  const u = change?.user;
  const same = u ? role === u.role : true;
  const blocked = u ? role !== 'user' && !u.verified : false;
  const selfDemotion = !!change?.self && role !== 'admin';

  return (
    <dialog
      ref={dialog}
      className="role-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        onClose();
        change?.opener?.focus();
      }}
    >
      {u && (
        <form
          method="dialog"
          className="role-dialog__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (same || blocked) return;
            onConfirm(role);
            dialog.current?.close();
          }}
        >
          <h2 id={`${id}-title`}>Change the role of {u.username}</h2>
          <p className="admin-muted">
            {u.email} is now <strong>{ROLE_LABELS[u.role]}</strong>. Choose the new role: the change applies at once, on every device the
            account is signed in on.
          </p>
          <fieldset className="role-dialog__choices">
            <legend>New role</legend>
            {ROLES.map((r) => (
              <label key={r} className="role-dialog__choice">
                <input type="radio" name="role" value={r} checked={role === r} onChange={() => setRole(r)} />
                <span>
                  <strong>
                    {ROLE_LABELS[r]}
                    {r === u.role ? ' (current)' : ''}
                  </strong>
                  <span className="role-dialog__powers">{ROLE_POWERS[r]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {blocked && (
            <p className="form-message form-message--error" role="alert">
              {u.username}’s e-mail address is not verified yet. Only a verified account can be staff or an administrator: resend the code, or
              invite the person instead.
            </p>
          )}
          {selfDemotion && !same && (
            <p className="form-message form-message--error" role="alert">
              {CONFIRM_SELF_DEMOTE}
            </p>
          )}
          <div className="role-dialog__actions">
            <button type="submit" className="btn btn-primary" disabled={same || blocked}>
              {same ? 'Choose a new role' : `Make ${ROLE_LABELS[role].toLowerCase()}`}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
