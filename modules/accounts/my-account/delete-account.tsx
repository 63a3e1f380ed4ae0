import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { call } from '../../../app/lib/call';
import { logout } from '../../../app/lib/api';
import { useToast } from '../../../app/components/toast';
import { messages } from '../../../common/messages';
import { StatusAndSubmit, type FormStatus } from '../../../app/components/form/fields';
import { PasswordField } from '../../../app/components/form/account-fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { failure } from './account';

export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { errors, check, show, prefetch } = useSchemaForm(['deletePassword'], { names: { password: 'deletePassword' } });
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const checked = await check(form, (schemas) => schemas.DeleteAccountSchema);
    if (!checked) return;
    const { password } = checked;
    if (!window.confirm('Are you sure you want to delete your account? This cannot be undone.')) return;
    setBusy(true);
    setStatus(null);
    try {
      const res = await call('deleteAccount', { auth: true, json: { password } });
      if (res.ok) {
        toast.success(res.data.message ?? 'Your account has been deleted.');
        await navigate('/', { replace: true });
        logout({ endedOnServer: true });
        return;
      }
      if (res.status !== 401) {
        setStatus({ kind: 'error', text: failure(res) });
        if (/current password/i.test(res.data.message ?? '')) {
          flushSync(() => setBusy(false));
          show(form, { deletePassword: res.data.message });
        }
      }
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setBusy(false);
  }

  return (
    <section className="account-section account-section--danger" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete my account</h2>
      <ul className="account-consequences">
        <li>Your login, username and email address are erased, and so are the messages you sent us while logged in.</li>
        <li>
          Reviews you wrote while logged in stay on the site without your name: they are shown as &ldquo;Anonymous&rdquo;.
          To have a review removed as well, <Link to="/contact">ask us</Link> before you delete the account.
        </li>
        <li>You can no longer see the project topics. This cannot be undone.</li>
        {isAdmin ? <li>As an administrator, you can only delete your account while another administrator remains.</li> : null}
      </ul>
      <form className="form auth-form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
        <PasswordField
          id="deletePassword"
          label="Your password, to confirm"
          autoComplete="current-password"
          required
          disabled={busy}
          error={errors.deletePassword}
        />
        <StatusAndSubmit status={status} className="btn btn-danger" disabled={busy} working={busy} label="Delete my account" workingLabel="Deleting..." />
      </form>
    </section>
  );
}
