import { useState, type FormEvent } from 'react';
import { call } from '../../lib/call';
import { saveSession } from '../../lib/session';
import { messages } from '../../../common/messages';
import { focusFirstError, looksLikeEmail, OtpField, PasswordField, StatusLine, TextField, type FormStatus } from '../../components/form/fields';
import { failure } from './account';

type EmailErrors = { newEmail?: string; emailPassword?: string; emailCode?: string };

export function ChangeEmail({ current, onChanged }: { current: string; onChanged: (email: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<EmailErrors>({});
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onRequest(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    const newEmail = String(data.get('newEmail') ?? '').trim();
    const password = String(data.get('emailPassword') ?? '');
    const found: EmailErrors = {};
    if (!newEmail) found.newEmail = 'Email is required.';
    else if (!looksLikeEmail(newEmail)) found.newEmail = 'Please enter a valid email address.';
    else if (newEmail.toLowerCase() === current) found.newEmail = 'This is already the email address of your account.';
    if (!password) found.emailPassword = 'Please enter your current password.';
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstError(form, found);
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
    const otp = code.trim();
    const problem = !otp ? 'Please enter the code from the email.' : /^\d{6}$/.test(otp) ? undefined : 'The code is the 6 digits from the email.';
    setErrors({ emailCode: problem });
    if (problem) {
      focusFirstError(form, { emailCode: problem });
      return;
    }
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
        <form className="form auth-form" noValidate onSubmit={onConfirm}>
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
        <form className="form auth-form" noValidate onSubmit={onRequest}>
          <p>We send a code to the new address to make sure it is yours, and tell the old address about the change.</p>
          <TextField
            id="newEmail"
            label="New email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            disabled={busy}
            error={errors.newEmail}
          />
          <PasswordField
            id="emailPassword"
            label="Password for this account"
            autoComplete="current-password"
            required
            disabled={busy}
            error={errors.emailPassword}
          />
          <StatusLine status={status} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending code...' : 'Send code to the new address'}
          </button>
        </form>
      )}
    </section>
  );
}
