import { flushSync } from 'react-dom';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../app/lib/call';
import { clearSession } from '../../../app/lib/session';
import { messages } from '../../../common/messages';
import { OTP_RESEND_COOLDOWN_S, VERIFY_REDIRECT_MS } from '../../../common/constants';
import { useCompany } from '../../../app/lib/company';
import type { FormRefusal } from '../../../common/form-result';
import { useHydrated } from '../../../app/components/use-hydrated';
import { StatusAndSubmit, type FormStatus } from '../../../app/components/form/fields';
import { EmailField, NewPasswordPair, OtpField } from '../../../app/components/form/account-fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { PhoneLink } from '../../../app/components/phone-link';
import { refusalText } from '../../../app/lib/refusal';
import { doneText } from '../accounts.words';
import { AsideArt, AuthShell } from '../sign-in/auth-shell';
import { EnterSubmits, ResendCode } from '../sign-in/early-submit';
import { useCooldown } from '../sign-in/use-cooldown';

/** The fields of both steps, in the order the page shows them. */
const FIELDS = ['email', 'otp', 'password', 'confirmPassword'] as const;

/**
 * Step 1: the address; the server answers the same whether or not it has an
 * account. Step 2: the 6-digit code from the mail and a new password (sign-up's rules). Setting it
 * signs the account out everywhere, this browser included, and goes to /login.
 * The link in the mail opens step 2 directly (?email=).
 * Without JavaScript (or before it has loaded) each button posts to the page's action: a refusal
 * comes back as `refused` (errors, the typed values but no password), a code asked for leads to
 * step 2 (?email=…&done=code), a new password to /login.
 */
export function ResetForm({ refused }: { refused?: FormRefusal }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fromMail = (params.get('email') ?? '').trim();
  const [email, setEmail] = useState(fromMail || (refused?.values.email ?? ''));
  const [step, setStep] = useState<'email' | 'reset'>(fromMail ? 'reset' : 'email');
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done'>('idle');
  const { errors, setErrors, check, show, prefetch } = useSchemaForm(FIELDS, { refused });
  const [status, setStatus] = useState<FormStatus | null>(() => {
    if (!refused) {
      const done = doneText(params.get('done'), ['code']);
      return done ? { kind: 'success', text: done } : null;
    }
    if (refused.message) return { kind: 'error', text: `${messages.cross} ${refused.message}` };
    // In step 2 the address is a hidden field, with nowhere to show its error.
    if (fromMail && refused.errors.email) return { kind: 'error', text: `${messages.cross} ${refused.errors.email}` };
    return null;
  });
  const [otp, setOtp] = useState(refused?.values.otp ?? '');
  const [resending, setResending] = useState(false);
  const resendCooldown = useCooldown(OTP_RESEND_COOLDOWN_S);
  const cooldown = resendCooldown.seconds;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const codeForm = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Asks for a code; true when the server accepted the request. */
  async function requestCode(address: string): Promise<boolean> {
    try {
      const res = await call('forgotPassword', { json: { email: address } });
      if (res.ok) {
        setStatus({ kind: 'success', text: res.data.message ?? 'If an account exists for this email, we have sent a code to it.' });
        resendCooldown.start();
        return true;
      }
      setStatus({ kind: 'error', text: `${messages.cross} ${refusalText(res)}` });
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    return false;
  }

  async function onRequest(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phase !== 'idle') return;
    const form = e.currentTarget;
    const checked = await check(form, (schemas) => schemas.ForgotPasswordSchema);
    if (!checked) return;
    const address = checked.email;
    setStatus(null);
    setPhase('submitting');
    if (await requestCode(address)) {
      setEmail(address);
      setStep('reset');
    }
    setPhase('idle');
  }

  async function onResend() {
    if (resending || cooldown > 0) return;
    setResending(true);
    await requestCode(email);
    setResending(false);
  }

  async function onReset(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phase !== 'idle') return;
    const form = e.currentTarget;
    // The address is the step's, kept in state (the link's or the one step 1 sent a code to).
    const checked = await check(form, (schemas) => schemas.ResetPasswordFormSchema, { email });
    if (!checked) return;
    const { otp: code, password } = checked;
    setStatus(null);
    setPhase('submitting');
    try {
      const res = await call('resetPassword', { json: { email, otp: code, password } });
      if (res.ok) {
        // Every session of the account has ended, this browser's too.
        clearSession();
        setStatus({ kind: 'success', text: `${messages.check} ${res.data.message ?? 'Your password has been changed.'} Redirecting to login...` });
        setPhase('done');
        timer.current = setTimeout(() => navigate('/login', { state: { email } }), VERIFY_REDIRECT_MS);
        return;
      }
      if (res.data.message === messages.passwordTooCommon) {
        // The server's own list decides; its answer belongs under the new password field.
        flushSync(() => setPhase('idle'));
        show(form, { password: res.data.message });
        return;
      }
      setStatus({ kind: 'error', text: `${messages.cross} ${refusalText(res)}` });
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setPhase('idle');
  }

  const busy = phase !== 'idle';
  return (
    <AuthShell
      eyebrow="Account help"
      title="Forgot password"
      intro={
        step === 'email' ? (
          'Enter the email address you signed up with. We will send you a 6-digit code to choose a new password.'
        ) : (
          <>
            Enter the 6-digit code sent to <strong className="auth-email">{email}</strong> and choose a new password.
          </>
        )
      }
      aside={<ForgotAside />}
    >
      {step === 'email' ? (
        <form method="post" action="/forgot-password" className="form auth-form" noValidate onSubmit={onRequest} onFocus={prefetch}>
          <EmailField defaultValue={email} disabled={busy} error={errors.email} />
          <StatusAndSubmit status={status} name="intent" value="code" className="btn btn-primary auth-submit" disabled={busy} working={phase === 'submitting'} label="Send code" workingLabel="Sending code..." />
        </form>
      ) : (
        <form
          ref={codeForm}
          method="post"
          action={`/forgot-password?email=${encodeURIComponent(email)}`}
          className="form auth-form"
          noValidate
          onSubmit={onReset}
          onFocus={prefetch}
        >
          <EnterSubmits intent="reset">Set new password</EnterSubmits>
          <input type="hidden" name="email" value={email} />
          <OtpField
            id="otp"
            label="Code from the email"
            value={otp}
            onCode={setOtp}
            disabled={busy}
            hint="The 6 digits from the email we sent you."
            error={errors.otp}
          />
          <ResendCode intent="code" label="Send a new code" cooldown={cooldown} disabled={resending || phase === 'done'} onResend={onResend} />
          <NewPasswordPair name="password" label="New password" confirmLabel="Confirm new password" disabled={busy} errors={errors} />
          <StatusAndSubmit status={status} name="intent" value="reset" className="btn btn-primary auth-submit" disabled={busy} working={phase === 'submitting'} label="Set new password" workingLabel="Saving..." />
          <p className="resend">
            {/* Before the script runs, step 1 is simply the page without an address. */}
            {!hydrated ? (
              <a href="/forgot-password" className="link-button">
                Use a different email
              </a>
            ) : (
              <button
                type="button"
                className="link-button"
                disabled={busy}
                onClick={() => {
                  setStep('email');
                  setStatus(null);
                  setErrors({});
                  setOtp('');
                }}
              >
                Use a different email
              </button>
            )}
          </p>
        </form>
      )}
      <p className="auth-switch auth-switch--stack">
        <span>
          Remembered it? <Link to="/login">Login</Link>
        </span>
        <span>
          No account yet? <Link to="/signup">Sign Up</Link>
        </span>
      </p>
    </AuthShell>
  );
}

function ForgotAside() {
  const site = useCompany();
  const phone = site.phones[0];
  return (
    <>
      <AsideArt />
      <h2>How resetting works</h2>
      <ul className="check-list">
        <li>We email a 6-digit code to the address on your account. It works once, for a few minutes.</li>
        <li>Choosing a new password signs you out on every phone and computer, so anyone using your old password is locked out.</li>
        <li>We never ask for your password by phone, SMS or WhatsApp.</li>
      </ul>
      <p className="auth-aside-note">
        No email after a few minutes? Check your spam folder, or call us on <PhoneLink tel={phone.tel} />.
      </p>
    </>
  );
}
