import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { forgetAllKept, hasKept } from '../../../app/components/kept-input/kept-input-store';
import { AsideArt } from './auth-shell';
import type { SessionEndReason } from '../../../app/lib/api';
import { takeSessionEnd } from '../../../app/lib/session-end';

/**
 * What the login page says besides its form, chosen from its address: staff sent back to the admin
 * area (`redirect=/admin…`) read about the admin area rather than the members' topics, and a
 * session that ended without a Logout (lib/session-end.ts) is explained, with
 * the word that anything typed in the admin area is kept in this browser
 * (docs/decisions/0027-typed-input-kept-in-the-browser.md).
 */

/** The visitor is on the way back to the admin area. */
export function isStaffReturn(redirect: string | null): boolean {
  return !!redirect && /^\/admin(?:[/?#]|$)/i.test(redirect.trim());
}

const ENDED_TEXTS: Record<SessionEndReason, string> = {
  idle: 'You were signed out because nothing was done for a while.',
  expired: 'You were signed out because your session reached its time limit.',
  ended: 'You were signed out: your session was ended (for example by "Log out everywhere" or a new password).',
};

/** Why the visitor was signed out, and (for staff) that their typing waits for them. */
export function SignedOutNote({ staff }: { staff: boolean }) {
  const [ended, setEnded] = useState<SessionEndReason | null>(null);
  const [kept, setKept] = useState(false);
  const [removed, setRemoved] = useState(false);
  // The browser's storage exists only after hydration, so the server's page and the first render agree.
  useEffect(() => {
    setEnded((seen) => seen ?? takeSessionEnd());
    setKept(staff && hasKept());
  }, [staff]);
  const text = ended ? ENDED_TEXTS[ended] : undefined;
  if (!text) return null;
  return (
    <div className="auth-notice" role="status">
      <p>
        <strong>{text}</strong>{' '}
        {staff ? 'Anything you typed and did not save is kept in this browser: log in again with the same account to get it back.' : 'Please log in again.'}
      </p>
      {kept && !removed ? (
        <p>
          Not your text, or not needed any more?{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              forgetAllKept();
              setRemoved(true);
            }}
          >
            Remove it from this browser
          </button>
        </p>
      ) : null}
      {removed ? <p>The typed text kept in this browser has been removed.</p> : null}
    </div>
  );
}

/** The side panel for staff: what the admin area is for and where to get help with an account. */
export function StaffAside() {
  return (
    <>
      <AsideArt />
      <h2>For our staff</h2>
      <ul className="check-list">
        <li>Work the leads: contact messages and topic requests, with replies and notes.</li>
        <li>Approve customer reviews, and keep clients, gallery photos and the site&apos;s details up to date.</li>
        <li>Unsaved typing is kept in this browser if you are signed out, until you log in again.</li>
      </ul>
      <p className="auth-aside-note">
        Forgotten your password? <Link to="/forgot-password">Set a new one</Link> with a code sent to your work email. New to the team?
        Ask an administrator to invite you.
      </p>
    </>
  );
}
