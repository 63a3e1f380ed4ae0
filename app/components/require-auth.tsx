import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readSession, useSession } from '../lib/session';
import { loginUrl } from '../lib/redirect';

/**
 * Guards a members' screen (spec section 6): no token, or an expired one, goes to
 * /login?redirect=<path>; a user without the required role goes to /unauthorized; an admin passes
 * everywhere. Renders nothing until the browser has checked, so no protected UI flashes.
 */
export function RequireAuth({ role, children }: { role?: 'admin'; children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    const s = readSession();
    const here = `${location.pathname}${location.search}`;
    if (!s) navigate(loginUrl(here), { replace: true });
    else if (role && s.user.role !== role && s.user.role !== 'admin') navigate('/unauthorized', { replace: true });
    else setChecked(true);
  }, [session, role, location.pathname, location.search, navigate]);

  if (!checked || !session) {
    return (
      <div className="container section" aria-busy="true">
        <p className="visually-hidden">Checking your sign-in…</p>
      </div>
    );
  }
  return <>{children}</>;
}
