import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_EXPIRED_EVENT, type SessionEndReason } from '../../lib/api';
import { readSession, TOKEN_KEY, useSession } from '../../lib/session';
import { loginUrl } from './redirect';
import { noteSessionEnd } from '../../lib/session-end';

/** setTimeout's longest delay; a token valid for longer is re-checked on the next navigation anyway. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * A token whose expiry has passed is removed together with the stored user and the
 * visitor is sent to login. Checked when the app starts, on every navigation, at the moment the
 * token expires while a page stays open, and whenever the API answers 401 (lib/api.ts clears the
 * session and fires SESSION_EXPIRED_EVENT).
 */
export function SessionWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();

  const toLogin = useCallback(
    (ended: SessionEndReason) => {
      const { pathname, search } = window.location;
      if (pathname === '/login') return;
      noteSessionEnd(ended);
      navigate(loginUrl(`${pathname}${search}`), { replace: true });
    },
    [navigate],
  );

  const check = useCallback(() => {
    let hadToken = false;
    try {
      hadToken = localStorage.getItem(TOKEN_KEY) !== null;
    } catch {
      return;
    }
    // readSession() removes an expired or broken token together with its user.
    if (!readSession() && hadToken) toLogin('expired');
  }, [toLogin]);

  // App start and every navigation (location.key changes even when the path does not).
  useEffect(check, [check, location.key]);

  useEffect(() => {
    if (!session) return;
    const ms = Math.min(session.exp * 1000 - Date.now() + 250, MAX_TIMER_MS);
    const timer = setTimeout(check, Math.max(ms, 0));
    return () => clearTimeout(timer);
  }, [session, check]);

  useEffect(() => {
    const ended = (e: Event) => toLogin(e instanceof CustomEvent && e.detail === 'idle' ? 'idle' : 'ended');
    window.addEventListener(SESSION_EXPIRED_EVENT, ended);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, ended);
  }, [toLogin]);

  return null;
}
