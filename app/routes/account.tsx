import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/account';
import { pageMeta } from '../lib/meta';
import { api } from '../lib/api';
import { logout, readSession, saveSession, type StoredUser } from '../lib/session';
import { RequireAuth } from '../components/require-auth';
import { useToast } from '../components/toast';
import { messages } from '../../common/messages';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../common/constants';
import { useCompany } from '../lib/company';
import {
  AuthShell,
  focusFirstError,
  looksLikeEmail,
  PasswordField,
  StatusLine,
  OtpField,
  TextField,
  type FormStatus,
} from '../components/auth-shell';
import './auth.css';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'My account', 'Your member account: password, sign-ins, a copy of your data, and deleting the account.');

interface Account {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
  created_at: string;
  email_verified_at: string | null;
  last_login_at: string | null;
}

/** Dates as people in Enugu read them, in Nigerian time. */
function formatDate(iso: string | null, withTime = false): string {
  if (!iso) return 'Never';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Africa/Lagos',
  });
}

const failure = (res: { status: number; data: { message?: string } }) =>
  `${messages.cross} ${res.data.message ?? `The server answered ${res.status}.`}`;

/**
 * Issue 14, item 2. The server renders the frame only; the account is read in the browser with the
 * bearer token (the token lives in local storage, as for /topics).
 */
export default function AccountPage() {
  return (
    <AuthShell
      eyebrow="Members' area"
      title="My account"
      intro="Your sign-in details, your password, and what we keep about you."
      aside={<AccountAside />}
    >
      <RequireAuth
        fallback={
          <p className="account-loading" aria-busy="true">
            Loading your account…
          </p>
        }
      >
        <AccountPanel />
      </RequireAuth>
    </AuthShell>
  );
}

type Load = { state: 'loading' } | { state: 'ready'; account: Account } | { state: 'failed'; text: string };

function AccountPanel() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const ctrl = new AbortController();
    api<{ account?: Account }>('account', { auth: true, signal: ctrl.signal })
      .then((res) => {
        if (res.ok && res.data.account) setLoad({ state: 'ready', account: res.data.account });
        else if (res.status !== 401) setLoad({ state: 'failed', text: failure(res) });
      })
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') setLoad({ state: 'failed', text: messages.networkTryAgain });
      });
    return () => ctrl.abort();
  }, []);

  if (load.state === 'loading') {
    return (
      <p className="account-loading" aria-busy="true">
        Loading your account…
      </p>
    );
  }
  if (load.state === 'failed') return <StatusLine status={{ kind: 'error', text: load.text }} />;
  const { account } = load;
  return (
    <div className="account">
      <dl className="account-facts">
        <div>
          <dt>Username</dt>
          <dd>{account.username}</dd>
        </div>
        <div className="account-facts__wide">
          <dt>Email</dt>
          <dd className="auth-email">{account.email}</dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{account.role === 'admin' ? 'Administrator' : 'Member'}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatDate(account.created_at)}</dd>
        </div>
        <div>
          <dt>Last login</dt>
          <dd>{formatDate(account.last_login_at, true)}</dd>
        </div>
      </dl>
      <ChangeEmail
        current={account.email}
        onChanged={(email) => setLoad({ state: 'ready', account: { ...account, email } })}
      />
      <ChangePassword />
      <DownloadData />
      <LogoutEverywhere />
      <DeleteAccount isAdmin={account.role === 'admin'} />
    </div>
  );
}

type EmailErrors = { newEmail?: string; emailPassword?: string; emailCode?: string };

function ChangeEmail({ current, onChanged }: { current: string; onChanged: (email: string) => void }) {
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
      const res = await api('account/email', { auth: true, json: { newEmail, password } });
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
      const res = await api<{ token?: string; user?: StoredUser }>('account/email/confirm', { auth: true, json: { otp } });
      if (res.ok && res.data.token && res.data.user) {
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

type PasswordErrors = { currentPassword?: string; newPassword?: string; confirmPassword?: string };

function ChangePassword() {
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
      const res = await api<{ token?: string; user?: StoredUser }>('account/password', {
        auth: true,
        json: { currentPassword, newPassword },
      });
      if (res.ok && res.data.token && res.data.user) {
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
        <PasswordField
          id="newPassword"
          label="New password"
          autoComplete="new-password"
          required
          disabled={busy}
          hint={`Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A short sentence is easy to remember and hard to guess.`}
          error={errors.newPassword}
        />
        <PasswordField
          id="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          required
          disabled={busy}
          error={errors.confirmPassword}
        />
        <StatusLine status={status} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}

function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onDownload() {
    const session = readSession();
    if (!session || busy) return;
    setBusy(true);
    setStatus(null);
    try {
      const res = await fetch('/api/account/export', { headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' } });
      if (!res.ok) {
        const data = (await res.json().catch(() => ({}))) as { message?: string };
        setStatus({ kind: 'error', text: failure({ status: res.status, data }) });
      } else {
        const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
        const url = URL.createObjectURL(await res.blob());
        const a = document.createElement('a');
        a.href = url;
        a.download = name;
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        setStatus({ kind: 'success', text: `${messages.check} Your data was downloaded as ${name}.` });
      }
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setBusy(false);
  }

  return (
    <section className="account-section" aria-labelledby="data-title">
      <h2 id="data-title">Download your data</h2>
      <p>
        One JSON file with your account details, the reviews you wrote while logged in and the messages you sent us from
        this email address.
      </p>
      <StatusLine status={status} />
      <button type="button" className="btn btn-outline" onClick={onDownload} disabled={busy}>
        {busy ? 'Preparing...' : 'Download my data'}
      </button>
    </section>
  );
}

function LogoutEverywhere() {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      const res = await api('account/logout-all', { auth: true, json: {} });
      if (res.ok) {
        toast.success(res.data.message ?? 'You have been logged out on every device.');
        // Leave first, so this page's guard does not answer the ended session with its own redirect.
        await navigate('/login', { replace: true });
        logout();
        return;
      }
      if (res.status !== 401) setStatus({ kind: 'error', text: failure(res) });
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setBusy(false);
  }

  return (
    <section className="account-section" aria-labelledby="everywhere-title">
      <h2 id="everywhere-title">Log out everywhere</h2>
      <p>Lost a phone, or logged in on a shared computer at a cybercafé? This ends every session of your account, this one too.</p>
      <StatusLine status={status} />
      <button type="button" className="btn btn-outline" onClick={onClick} disabled={busy}>
        {busy ? 'Logging out...' : 'Log out on every device'}
      </button>
    </section>
  );
}

function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const password = String(new FormData(form).get('deletePassword') ?? '');
    if (!password) {
      setError('Please enter your current password.');
      focusFirstError(form, { deletePassword: 'missing' });
      return;
    }
    setError(undefined);
    if (!window.confirm('Are you sure you want to delete your account? This cannot be undone.')) return;
    setBusy(true);
    setStatus(null);
    try {
      const res = await api('account/delete', { auth: true, json: { password } });
      if (res.ok) {
        toast.success(res.data.message ?? 'Your account has been deleted.');
        await navigate('/', { replace: true });
        logout();
        return;
      }
      if (res.status !== 401) {
        setStatus({ kind: 'error', text: failure(res) });
        if (/current password/i.test(res.data.message ?? '')) {
          flushSync(() => {
            setBusy(false);
            setError(res.data.message);
          });
          focusFirstError(form, { deletePassword: 'wrong' });
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
        <li>Your login, username and email address are erased, and so are the messages you sent us from this address.</li>
        <li>
          Reviews you wrote while logged in stay on the site without your name: they are shown as &ldquo;Anonymous&rdquo;.
          To have a review removed as well, <Link to="/contact">ask us</Link> before you delete the account.
        </li>
        <li>You can no longer see the project topics. This cannot be undone.</li>
        {isAdmin ? <li>As an administrator, you can only delete your account while another administrator remains.</li> : null}
      </ul>
      <form className="form auth-form" noValidate onSubmit={onSubmit}>
        <PasswordField
          id="deletePassword"
          label="Your password, to confirm"
          autoComplete="current-password"
          required
          disabled={busy}
          error={error}
        />
        <StatusLine status={status} />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete my account'}
        </button>
      </form>
    </section>
  );
}

function AccountAside() {
  const site = useCompany();
  return (
    <>
      <h2 className="account-aside-title">Your data, your rights</h2>
      <p>
        Under the Nigeria Data Protection Act 2023 you may see the data we hold about you, have it corrected, take a copy
        and have it erased. Everything on this page is yours to use at any time.
      </p>
      <ul className="check-list">
        <li>We keep your username, email address and a scrambled (hashed) form of your password, never the password itself.</li>
        <li>We record when you signed up and when you last logged in, to keep the account safe.</li>
        <li>We never sell or share your details for marketing.</li>
      </ul>
      <p className="auth-aside-note">
        Questions about your data? Write to <a href={`mailto:${site.email}`}>{site.email}</a> or{' '}
        <Link to="/contact">send us a message</Link>.
      </p>
    </>
  );
}
