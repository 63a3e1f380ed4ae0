import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../app/lib/call';
import { saveSession } from '../../../app/lib/session';
import { safeRedirect } from '../../../app/features/auth/redirect';
import { messages } from '../../../common/messages';
import { LOGIN_REDIRECT_MS } from '../../../common/constants';
import { topicCategories } from '../../../content/topic-meta';
import { StatusLine, type FormStatus } from '../../../app/components/form/fields';
import { EmailField, PasswordField } from '../../../app/components/form/account-fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { isStaff } from '../../../common/roles';
import { refusalText } from '../../../app/lib/refusal';
import { doneText } from '../accounts.words';
import { AsideArt, AuthShell, NOT_LOADED_TEXT } from '../sign-in/auth-shell';
import { SignedOutNote, StaffAside, isStaffReturn } from '../sign-in/kept-typing-notes';

/** The fields in the order the form shows them. */
const FIELDS = ['email', 'password'] as const;

/** The session is kept in the browser's storage, which only the page's script can reach. */
const LOGIN_NEEDS_SCRIPT =
  'Logging in needs JavaScript, which is turned off in this browser. Please turn it on, then log in with your email and password.';

/**
 * Login, then the redirect parameter, /admin or /topics after 1000 ms. After a verification or a new
 * password, the account forms send the visitor here with `?email=…&done=…`: the address is filled
 * in and what was done is said. Staff sent back to the admin area (`redirect=/admin…`) read words
 * for staff, and a session that ended by itself is explained (./login-notes.tsx).
 */
export function LoginForm({ notLoaded }: { notLoaded: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const done = doneText(params.get('done'), ['verified', 'reset']);
  const staff = isStaffReturn(params.get('redirect'));
  const prefill = (location.state as { email?: string } | null)?.email ?? (done ? (params.get('email') ?? '') : '');
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [status, setStatus] = useState<FormStatus | null>(
    notLoaded ? { kind: 'error', text: NOT_LOADED_TEXT } : done ? { kind: 'success', text: `${messages.check} ${done}` } : null,
  );
  const { errors, check, prefetch } = useSchemaForm(FIELDS);
  const [unverified, setUnverified] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phase !== 'idle') return;
    const form = e.currentTarget;
    const checked = await check(form, (schemas) => schemas.LoginSchema);
    if (!checked) return;
    const { email, password } = checked;

    setStatus(null);
    setUnverified(null);
    setPhase('submitting');
    try {
      const res = await call('login', { json: { email, password } });
      if (res.ok) {
        saveSession(res.data.token, res.data.user);
        setStatus({ kind: 'success', text: messages.loginSuccess });
        setPhase('done');
        const home = isStaff(res.data.user.role) ? '/admin' : '/topics';
        const target = safeRedirect(params.get('redirect'), home);
        const to = target.toLowerCase().startsWith('/login') ? home : target;
        timer.current = setTimeout(() => navigate(to, { replace: true }), LOGIN_REDIRECT_MS);
        return;
      }
      setStatus({ kind: 'error', text: `${messages.cross} ${refusalText(res)}` });
      if (res.status === 403) setUnverified(email);
    } catch {
      setStatus({ kind: 'error', text: messages.loginNetwork });
    }
    setPhase('idle');
  }

  const busy = phase !== 'idle';
  return (
    <AuthShell
      eyebrow={staff ? 'Staff area' : "Members' area"}
      title="Login"
      intro={
        staff
          ? 'Log in with your staff email and password to go back to the admin area.'
          : 'Log in with the email and password you signed up with to reach the project topics.'
      }
      aside={staff ? <StaffAside /> : <LoginAside />}
    >
      <SignedOutNote staff={staff} />
      <noscript>
        <p className="form-message form-message--error">{LOGIN_NEEDS_SCRIPT}</p>
      </noscript>
      <form method="post" className="form auth-form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
        <EmailField defaultValue={prefill} disabled={busy} error={errors.email} />
        <PasswordField id="password" label="Password" autoComplete="current-password" required disabled={busy} error={errors.password} />
        <p className="auth-forgot">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <StatusLine status={status}>
          {unverified ? (
            <p className="auth-status-extra">
              <Link to={`/verify-email?email=${encodeURIComponent(unverified)}`}>Verify your email now</Link>
            </p>
          ) : null}
        </StatusLine>
        <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
          {phase === 'submitting' ? 'Logging in...' : 'Login'}
        </button>
      </form>
      {staff ? (
        <p className="auth-switch">
          Looking for project topics? <Link to="/login">Members log in here</Link>
        </p>
      ) : (
        <p className="auth-switch">
          Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
        </p>
      )}
    </AuthShell>
  );
}

function LoginAside() {
  return (
    <>
      <AsideArt />
      <h2>What members get</h2>
      <ul className="check-list">
        <li>Our full list of BSc, MSc and PhD project topics, searchable by keyword.</li>
        <li>Topics in {topicCategories.slice(0, -1).join(', ')} and {topicCategories[topicCategories.length - 1]}.</li>
        <li>Guidance from our research team in Enugu, from topic choice to defence.</li>
      </ul>
      <p className="auth-aside-note">
        Need a topic that is not on the list? <Link to="/contact">Request a topic</Link>.
      </p>
    </>
  );
}
