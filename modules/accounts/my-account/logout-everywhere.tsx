import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../app/lib/call';
import { logout } from '../../../app/lib/api';
import { useToast } from '../../../app/components/toast';
import { messages } from '../../../common/messages';
import { StatusLine, type FormStatus } from '../../../app/components/form/fields';
import { failure } from './account';

export function LogoutEverywhere() {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      const res = await call('logoutAll', { auth: true });
      if (res.ok) {
        toast.success(res.data.message ?? 'You have been logged out on every device.');
        // Leave first, so this page's guard does not answer the ended session with its own redirect.
        await navigate('/login', { replace: true });
        logout({ endedOnServer: true });
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
