import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../app/lib/call';
import { messages } from '../../../common/messages';
import { OTP_RESEND_COOLDOWN_S, VERIFY_REDIRECT_MS } from '../../../common/constants';
import type { FormRefusal } from '../../../common/form-result';
import { StatusAndSubmit, type FormStatus } from '../../../app/components/form/fields';
import { EmailField, OtpField } from '../../../app/components/form/account-fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { useCompany } from '../../../app/lib/company';
import { PhoneLink } from '../../../app/components/phone-link';
import { refusalText } from '../../../app/lib/refusal';
import { CODE_RESENT, doneAddress, doneText } from '../accounts.words';
import { AsideArt, AuthShell } from '../sign-in/auth-shell';
import { EnterSubmits, ResendCode } from '../sign-in/early-submit';
import { useCooldown } from '../sign-in/use-cooldown';
import { SignupPasswordField, asksForPassword, refusalAsksForPassword } from '../sign-in/verify-password';

/** The fields in the order the form shows them. */
const FIELDS = ['email', 'otp', 'password'] as const;

/**
 * The address from the query, the code, Verify Email (then /login after 2000 ms) and Resend OTP, which after a successful resend is disabled and counts down 45 s.
 * When more than one sign-up waits for the address, the server asks for the password chosen at
 * sign-up as well, and the form shows that field from then on (./verify-password.tsx).
 * Without JavaScript (or before it has loaded) both buttons post to the page's action: a refusal
 * comes back as `refused` (errors, the typed values, which button), a success as a redirect whose
 * `done` parameter this page or /login reads.
 */
export function VerifyForm({ refused }: { refused?: FormRefusal }) {
  const [params] = useSearchParams();
  const queryEmail = (params.get('email') ?? '').trim();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? doneText(params.get('done'), ['signup', 'resent']);

  const [otp, setOtp] = useState(refused?.values.otp ?? '');
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [askPassword, setAskPassword] = useState(() => refusalAsksForPassword(refused));
  const { errors, check, prefetch } = useSchemaForm(FIELDS, { refused });
  const [status, setStatus] = useState<FormStatus | null>(() => {
    if (!refused) return notice ? { kind: 'success', text: notice } : null;
    // As the script-driven form shows them: a refused new code as the server says it, a refused code with ❌.
    if (refused.message) return { kind: 'error', text: refused.values.intent === 'resend' ? refused.message : `${messages.cross} ${refused.message}` };
    // The address came from the link, so it has no field to show its error under.
    if (queryEmail && refused.errors.email) return { kind: 'error', text: `${messages.cross} ${refused.errors.email}` };
    return null;
  });
  const [resending, setResending] = useState(false);
  const resendCooldown = useCooldown(OTP_RESEND_COOLDOWN_S);
  const cooldown = resendCooldown.seconds;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Once asked for, the password field is where the visitor goes next.
  useEffect(() => {
    if (askPassword) document.getElementById('password')?.focus();
  }, [askPassword]);

  /** The address to verify: the one in the query, or the one typed when the query has none. */
  function currentEmail(): string {
    if (queryEmail) return queryEmail;
    const field = formRef.current?.elements.namedItem('email');
    return field instanceof HTMLInputElement ? field.value.trim() : '';
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phase !== 'idle') return;
    const form = e.currentTarget;
    // The address of the link is not the visitor's to fix here (the server checks it).
    const checked = await check(
      form,
      (schemas): z.ZodType<{ email?: string; otp: string; password?: string }> => {
        const full = askPassword ? schemas.VerifyWithPasswordSchema : schemas.VerifySchema;
        return queryEmail ? full.omit({ email: true }) : full;
      },
      queryEmail ? { otp } : { email: currentEmail(), otp },
    );
    if (!checked) return;
    const email = queryEmail || (checked.email ?? '');
    const { otp: code, password } = checked;

    setStatus(null);
    setPhase('submitting');
    try {
      const res = await call('verify', { json: askPassword ? { email, otp: code, password } : { email, otp: code } });
      if (res.ok) {
        setStatus({ kind: 'success', text: `${messages.check} ${messages.verifySuccess}` });
        setPhase('done');
        // The login page says the address is verified and fills it in.
        timer.current = setTimeout(() => navigate(doneAddress('verified', email), { state: { email } }), VERIFY_REDIRECT_MS);
        return;
      }
      if (asksForPassword(res.status, res.data.message)) setAskPassword(true);
      setStatus({ kind: 'error', text: `${messages.cross} ${refusalText(res)}` });
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setPhase('idle');
  }

  async function onResend() {
    if (resending || cooldown > 0) return;
    let email = currentEmail();
    if (!queryEmail && formRef.current) {
      const checked = await check(formRef.current, (schemas) => schemas.ResendSchema, { email });
      if (!checked) return;
      email = checked.email;
    }
    setResending(true);
    try {
      const res = await call('resendCode', { json: { email } });
      if (res.ok) {
        setStatus({ kind: 'success', text: res.data.message ?? CODE_RESENT });
        resendCooldown.start();
      } else {
        setStatus({ kind: 'error', text: res.data.message || messages.resendFailed });
      }
    } catch {
      setStatus({ kind: 'error', text: messages.resendFailed });
    }
    setResending(false);
  }

  const busy = phase !== 'idle';
  return (
    <AuthShell
      eyebrow="One more step"
      title="Verify Email"
      intro={
        queryEmail ? (
          <>
            We sent a 6-digit code to <strong className="auth-email">{queryEmail}</strong>. Enter it below to verify your email.
          </>
        ) : (
          'Enter your email address and the 6-digit code we sent to it.'
        )
      }
      aside={<VerifyAside />}
    >
      <form
        ref={formRef}
        method="post"
        action={queryEmail ? `/verify-email?email=${encodeURIComponent(queryEmail)}` : '/verify-email'}
        className="form auth-form"
        noValidate
        onSubmit={onSubmit}
        onFocus={prefetch}
      >
        <EnterSubmits intent="verify">Verify Email</EnterSubmits>
        {queryEmail ? (
          <input type="hidden" name="email" value={queryEmail} />
        ) : (
          <EmailField defaultValue={refused?.values.email} disabled={busy} error={errors.email} />
        )}
        <OtpField
          id="otp"
          label="Verification code (OTP)"
          value={otp}
          onCode={setOtp}
          disabled={busy}
          hint="The 6 digits from the email we sent you."
          error={errors.otp}
        />
        {askPassword ? <SignupPasswordField disabled={busy} error={errors.password} /> : null}
        <ResendCode intent="resend" label="Resend OTP" cooldown={cooldown} disabled={resending || phase === 'done'} onResend={onResend} />
        <StatusAndSubmit status={status} name="intent" value="verify" className="btn btn-primary auth-submit" disabled={busy} working={phase === 'submitting'} label="Verify Email" workingLabel="Verifying..." />
      </form>
      <p className="auth-switch auth-switch--stack">
        <span>
          Wrong address? <Link to="/signup">Sign up again</Link>
        </span>
        <span>
          Already verified? <Link to="/login">Login</Link>
        </span>
      </p>
    </AuthShell>
  );
}

function VerifyAside() {
  const site = useCompany();
  const phone = site.phones[0];
  return (
    <>
      <AsideArt />
      <h2>Can&apos;t find the code?</h2>
      <ul className="check-list">
        <li>Look in your spam or promotions folder for an email from {site.shortName}.</li>
        <li>Codes are valid for a few minutes. If yours has expired, press Resend OTP for a new one.</li>
        <li>You can ask for a new code every {OTP_RESEND_COOLDOWN_S} seconds.</li>
      </ul>
      <p className="auth-aside-note">
        Still stuck? Call us on <PhoneLink tel={phone.tel} /> or <Link to="/contact">send us a message</Link>.
      </p>
    </>
  );
}
