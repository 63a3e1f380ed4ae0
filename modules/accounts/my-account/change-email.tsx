import { useState, type FormEvent } from 'react';
import { call } from '../../../app/lib/call';
import { saveSession } from '../../../app/lib/session';
import { messages } from '../../../common/messages';
import { StatusAndSubmit, StatusLine, type FormStatus } from '../../../app/components/form/fields';
import { EmailField, OtpField, PasswordField } from '../../../app/components/form/account-fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { failure } from './account';

/** The fields of both steps, in the order the page shows them (the schemas' `password` and `otp`). */
const FIELDS = ['emailCode', 'newEmail', 'emailPassword'] as const;
const NAMES = { password: 'emailPassword', otp: 'emailCode' } as const;

export function ChangeEmail({ current, onChanged }: { current: string; onChanged: (email: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { errors, setErrors, check, show, prefetch } = useSchemaForm(FIELDS, { names: NAMES });
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onRequest(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const checked = await check(form, (schemas) => schemas.ChangeEmailSchema);
    if (!checked) return;
    const { newEmail, password } = checked;
    if (newEmail === current) {
      show(form, { newEmail: 'This is already the email address of your account.' });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const res = await call('changeEmail', { auth: true, json: { newEmail, password } });
      if (res.ok) {
        setPending(newEmail.toLowerCase());
        setCode('');
        setStatus({ kind: 'success', text: res.data.message ?? `We have sent a code to ${newEmail}.` });
      } else if (res.status !== 401) {
        setStatus({ kind: 'error', text: failure(res) });
      }
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setBusy(false);
  }

  async function onConfirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const checked = await check(form, (schemas) => schemas.ConfirmEmailChangeSchema);
    if (!checked) return;
    const { otp } = checked;
    setBusy(true);
    setStatus(null);
    try {
      const res = await call('confirmEmail', { auth: true, json: { otp } });
      if (res.ok) {
        saveSession(res.data.token, res.data.user);
        onChanged(res.data.user.email);
        setPending(null);
        setStatus({ kind: 'success', text: `${messages.check} ${res.data.message ?? 'Your email address has been changed.'}` });
      } else if (res.status !== 401) {
        setStatus({ kind: 'error', text: failure(res) });
      }
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setBusy(false);
  }

  return (
    <section className="account-section" aria-labelledby="email-title">
      <h2 id="email-title">Change email</h2>
      {pending ? (
        <form className="form auth-form" noValidate onSubmit={onConfirm} onFocus={prefetch}>
          <p>
            Enter the 6-digit code we sent to <strong className="auth-email">{pending}</strong>. Until then your account keeps
            its current address.
          </p>
          <OtpField
            id="emailCode"
            label="Code from the email"
            value={code}
            onCode={setCode}
            disabled={busy}
            error={errors.emailCode}
          />
          <StatusLine status={status} />
          <div className="account-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Confirming...' : 'Confirm new email'}
            </button>
            <button
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => {
                setPending(null);
                setStatus(null);
                setErrors({});
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <form className="form auth-form" noValidate onSubmit={onRequest} onFocus={prefetch}>
          <p>We send a code to the new address to make sure it is yours, and tell the old address about the change.</p>
          <EmailField id="newEmail" label="New email address" disabled={busy} error={errors.newEmail} />
          <PasswordField
            id="emailPassword"
            label="Password for this account"
            autoComplete="current-password"
            required
            disabled={busy}
            error={errors.emailPassword}
          />
          <StatusAndSubmit status={status} disabled={busy} working={busy} label="Send code to the new address" workingLabel="Sending code..." />
        </form>
      )}
    </section>
  );
}
