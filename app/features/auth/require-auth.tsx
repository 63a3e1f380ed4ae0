import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { readSession, sessionEndedByLogout, useSession } from '../../lib/session';
import { loginUrl } from './redirect';

/**
 * Guards a members' screen: no token, or an expired one, goes to
 * /login?redirect=<path>; a user without the required role goes to /unauthorized; an admin passes
 * everywhere, staff where staff is asked for. Until the browser has checked (and always on the server, which cannot see local
 * storage) it renders `fallback`, so no protected UI flashes.
 */
export function RequireAuth({
  role,
  children,
  fallback,
}: {
  /** 'staff': staff and administrators (the admin area); 'admin': administrators only. */
  role?: 'staff' | 'admin';
  children: ReactNode;
  /** Shown on the server and while checking; by default a hidden "Checking your sign-in…" note. */
  fallback?: ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const busy = useNavigation().state !== 'idle';
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    const s = readSession();
    if (s) {
      if (role && s.user.role !== role && s.user.role !== 'admin') navigate('/unauthorized', { replace: true });
      else setChecked(true);
      return;
    }
    // A navigation already under way (Logout going to /login) decides where the visitor goes.
    if (busy) return;
    // When a session ends while the screen is open, give whoever ended it (Logout, SessionWatcher)
    // a moment to start their own navigation first; on arrival there is nothing to wait for.
    // After Logout both this guard and the header go to plain /login, so whichever runs first the
    // visitor lands in the same place (no race on a slow phone).
    const timer = setTimeout(() => {
      if (!readSession()) navigate(sessionEndedByLogout() ? '/login' : loginUrl(here), { replace: true });
    }, checked ? 100 : 0);
    return () => clearTimeout(timer);
  }, [session, role, location.pathname, location.search, navigate, busy, checked]);

  if (!checked || !session) {
    return (
      fallback ?? (
        <div className="container section" aria-busy="true">
          <p className="visually-hidden">Checking your sign-in…</p>
        </div>
      )
    );
  }
  return <>{children}</>;
}
