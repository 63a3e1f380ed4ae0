import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { call } from '../../../app/lib/call';
import { saveSession } from '../../../app/lib/session';
import { messages } from '../../../common/messages';
import { StatusAndSubmit, type FormStatus } from '../../../app/components/form/fields';
import { NewPasswordPair, PasswordField } from '../../../app/components/form/account-fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { failure } from './account';

/** The fields in the order the form shows them. */
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePassword() {
  const [busy, setBusy] = useState(false);
  const { errors, check, show, prefetch } = useSchemaForm(FIELDS);
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const checked = await check(form, (schemas) => schemas.ChangePasswordFormSchema);
    if (!checked) return;
    const { currentPassword, newPassword } = checked;
    setBusy(true);
    setStatus(null);
    try {
      const res = await call('changePassword', {
        auth: true,
        json: { currentPassword, newPassword },
      });
      if (res.ok) {
        saveSession(res.data.token, res.data.user);
        form.reset();
        setStatus({ kind: 'success', text: `${messages.check} ${res.data.message ?? 'Your password has been changed.'}` });
      } else if (res.data.message === messages.passwordTooCommon) {
        // The server's own list decides; its answer belongs under the new password field.
        flushSync(() => setBusy(false));
        show(form, { newPassword: res.data.message });
      } else if (res.status !== 401) {
        setStatus({ kind: 'error', text: failure(res) });
        if (/current password/i.test(res.data.message ?? '')) {
          // The field is disabled while busy; enable it before moving focus there.
          flushSync(() => setBusy(false));
          show(form, { currentPassword: res.data.message });
        }
      }
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setBusy(false);
  }

  return (
    <section className="account-section" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <p>You stay logged in here. Every other phone or computer signed in to this account is logged out.</p>
      <form className="form auth-form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
        <PasswordField
          id="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          disabled={busy}
          error={errors.currentPassword}
        />
        <NewPasswordPair name="newPassword" label="New password" confirmLabel="Confirm new password" disabled={busy} errors={errors} />
        <StatusAndSubmit status={status} disabled={busy} working={busy} label="Change password" workingLabel="Saving..." />
      </form>
    </section>
  );
}
