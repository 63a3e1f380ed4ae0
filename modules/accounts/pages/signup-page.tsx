import { flushSync } from 'react-dom';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../../app/lib/call';
import { messages } from '../../../common/messages';
import type { FormRefusal } from '../../../common/form-result';
import { StatusAndSubmit, type FormStatus } from '../../../app/components/form/fields';
import { EmailField, NewPasswordPair, UsernameField } from '../../../app/components/form/account-fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { refusalText } from '../../../app/lib/refusal';
import { AsideArt, AuthShell } from '../sign-in/auth-shell';

/** The fields in the order the form shows them. */
const FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;

/**
 * Sign up, then /verify-email?email=… where the emailed code goes. Without JavaScript (or before it
 * has loaded) the form posts to the page's action, which answers a refusal with `refused`: the
 * errors under their fields and the typed values again, the passwords left empty.
 */
export function SignupForm({ refused }: { refused?: FormRefusal }) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(refused?.message ? { kind: 'error', text: `Error: ${refused.message}` } : null);
  const { errors, check, show, prefetch } = useSchemaForm(FIELDS, { refused });
  const typed = refused?.values ?? {};

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    const form = e.currentTarget;
    const checked = await check(form, (schemas) => schemas.SignupFormSchema);
    if (!checked) {
      setStatus(null);
      return;
    }

    setStatus(null);
    setSubmitting(true);
    try {
      const { username, email, password } = checked;
      const res = await call('signup', { json: { username, email, password } });
      if (res.ok) {
        navigate(`/verify-email?email=${encodeURIComponent(email)}`, { state: { notice: messages.signupSuccess } });
        return;
      }
      if (res.data.message === messages.passwordTooCommon) {
        // The server's own list decides; its answer belongs under the password field.
        const found = { password: res.data.message };
        flushSync(() => setSubmitting(false));
        show(form, found);
        return;
      }
      setStatus({ kind: 'error', text: `Error: ${refusalText(res)}` });
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setSubmitting(false);
  }

  return (
    <AuthShell
      eyebrow="Members' area"
      title="Sign Up"
      intro="Create a free account to browse our project topics. We will email you a 6-digit code to confirm your address."
      aside={<SignupAside />}
    >
      <form method="post" action="/signup" className="form auth-form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
        <UsernameField defaultValue={typed.username} disabled={submitting} error={errors.username} />
        <EmailField maxLength={254} defaultValue={typed.email} disabled={submitting} error={errors.email} />
        <NewPasswordPair name="password" label="Password" confirmLabel="Confirm password" disabled={submitting} errors={errors} />
        <StatusAndSubmit status={status} className="btn btn-primary auth-submit" disabled={submitting} working={submitting} label="Submit" workingLabel="Submitting..." />
      </form>
      <p className="form-privacy">
        We use your email only for your account. <Link to="/privacy">Privacy Notice</Link>
      </p>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthShell>
  );
}

function SignupAside() {
  return (
    <>
      <AsideArt />
      <h2>How it works</h2>
      <ol className="auth-steps">
        <li>Fill in your username, email and a password, then press Submit.</li>
        <li>We email you a 6-digit code.</li>
        <li>Enter the code on the next page to verify your email.</li>
        <li>Log in and browse the project topics.</li>
      </ol>
      <p className="auth-aside-note">We use your email only for your account and the topics you ask us about.</p>
    </>
  );
}
