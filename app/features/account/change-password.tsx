import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { call } from '../../lib/call';
import { saveSession } from '../../lib/session';
import { messages } from '../../../common/messages';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/constants';
import { focusFirstError, NewPasswordPair, PasswordField, StatusLine, type FormStatus } from '../../components/form/fields';
import { failure } from './account';

type PasswordErrors = { currentPassword?: string; newPassword?: string; confirmPassword?: string };

export function ChangePassword() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    const confirm = String(data.get('confirmPassword') ?? '');
    const found: PasswordErrors = {};
    if (!currentPassword) found.currentPassword = 'Please enter your current password.';
    if (!newPassword) found.newPassword = 'Password is required.';
    else if (newPassword.length < PASSWORD_MIN) found.newPassword = `Password must be at least ${PASSWORD_MIN} characters.`;
    else if (newPassword.length > PASSWORD_MAX) found.newPassword = `Password must be at most ${PASSWORD_MAX} characters.`;
    if (!found.newPassword && newPassword !== confirm) found.confirmPassword = messages.signupMismatch;
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstError(form, found);
      return;
    }
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
        const bad = { newPassword: res.data.message };
        flushSync(() => {
          setBusy(false);
          setErrors(bad);
        });
        focusFirstError(form, bad);
      } else if (res.status !== 401) {
        setStatus({ kind: 'error', text: failure(res) });
        if (/current password/i.test(res.data.message ?? '')) {
          // The field is disabled while busy; enable it before moving focus there.
          flushSync(() => {
            setBusy(false);
            setErrors({ currentPassword: res.data.message });
          });
          focusFirstError(form, { currentPassword: res.data.message });
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
      <form className="form auth-form" noValidate onSubmit={onSubmit}>
        <PasswordField
          id="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          disabled={busy}
          error={errors.currentPassword}
        />
        <NewPasswordPair name="newPassword" label="New password" confirmLabel="Confirm new password" disabled={busy} errors={errors} />
        <StatusLine status={status} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
