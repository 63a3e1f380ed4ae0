import { flushSync } from 'react-dom';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../app/lib/call';
import { saveSession } from '../../../app/lib/session';
import { messages } from '../../../common/messages';
import { StatusAndSubmit, type FormStatus } from '../../../app/components/form/fields';
import { NewPasswordPair, UsernameField } from '../../../app/components/form/account-fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { formatDate } from '../../../app/lib/dates';
import { ROLE_NAMES } from '../../../common/roles';
import type { CheckedInvitation } from '../staff.schemas';
import { refusalText } from '../../../app/lib/refusal';
import { AsideArt, AuthShell } from '../../accounts';

const FIELDS = ['username', 'password', 'confirmPassword'] as const;

type Invitation = Omit<CheckedInvitation, 'status'>;
type Load = { state: 'checking' } | { state: 'ready'; invitation: Invitation } | { state: 'refused'; message: string };

/**
 * Accepting an invitation to the admin area: the link's secret is checked first (a used, withdrawn,
 * replaced or expired link says so at once, with no form), then the invitee chooses a username and
 * a password (the sign-up's rules) and is signed in and taken to the admin area.
 */
export function InvitationForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'checking' });
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const { errors, check, show, prefetch } = useSchemaForm(FIELDS);

  useEffect(() => {
    let live = true;
    call('checkInvitation', { json: { token } })
      .then((r) => {
        if (!live) return;
        if (r.ok) setLoad({ state: 'ready', invitation: r.data });
        else setLoad({ state: 'refused', message: refusalText(r) });
      })
      .catch(() => live && setLoad({ state: 'refused', message: messages.networkTryAgain }));
    return () => {
      live = false;
    };
  }, [token]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    const form = e.currentTarget;
    const checked = await check(form, (schemas) => schemas.AcceptInvitationFormSchema);
    if (!checked) return setStatus(null);
    setStatus(null);
    setSubmitting(true);
    try {
      const res = await call('acceptInvitation', { json: { token, username: checked.username, password: checked.password } });
      if (res.ok) {
        saveSession(res.data.token, res.data.user);
        setStatus({ kind: 'success', text: res.data.message });
        navigate('/admin', { replace: true });
        return;
      }
      if (res.data.message === messages.passwordTooCommon) {
        flushSync(() => setSubmitting(false));
        show(form, { password: res.data.message });
        return;
      }
      setStatus({ kind: 'error', text: `Error: ${refusalText(res)}` });
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setSubmitting(false);
  }

  const invitation = load.state === 'ready' ? load.invitation : null;
  return (
    <AuthShell
      eyebrow="Website team"
      title="Accept your invitation"
      intro={
        invitation ? (
          <>
            You are invited to join as {ROLE_NAMES[invitation.role]} with the address <strong>{invitation.email}</strong>. Choose a
            username and a password; you are then signed in.
          </>
        ) : undefined
      }
      aside={<InvitationAside />}
    >
      {load.state === 'checking' && <p aria-busy="true">Checking your invitation…</p>}
      {load.state === 'refused' && (
        <div className="form-message form-message--error" role="alert">
          <p>{load.message}</p>
          <p>
            Already joined? <Link to="/login">Log in</Link>
          </p>
        </div>
      )}
      {invitation && (
        <form className="form auth-form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
          <UsernameField defaultValue={invitation.username} disabled={submitting} error={errors.username} />
          <NewPasswordPair name="password" label="Password" confirmLabel="Confirm password" disabled={submitting} errors={errors} />
          <p className="auth-aside-note">This link works once, until {formatDate(invitation.expires_at)}.</p>
          <StatusAndSubmit status={status} className="btn btn-primary auth-submit" disabled={submitting} working={submitting} label="Join and sign in" workingLabel="Joining..." />
        </form>
      )}
    </AuthShell>
  );
}

function InvitationAside() {
  return (
    <>
      <AsideArt />
      <h2>What happens next</h2>
      <ol className="auth-steps">
        <li>Choose your username and a password of at least 8 characters.</li>
        <li>You are signed in and taken to the admin area.</li>
        <li>Next time, log in with your e-mail address and this password.</li>
      </ol>
      <p className="auth-aside-note">Your e-mail address is already confirmed by this invitation: no code is needed.</p>
    </>
  );
}
