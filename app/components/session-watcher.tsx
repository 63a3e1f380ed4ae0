import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_EXPIRED_EVENT } from '../lib/api';
import { readSession, TOKEN_KEY } from '../lib/session';
import { loginUrl } from '../lib/redirect';

/**
 * Spec section 4: a token whose expiry has passed is removed together with the stored user and the
 * visitor is sent to login. Checked when the app starts, on every navigation, and whenever the API
 * answers 401 (lib/api.ts fires SESSION_EXPIRED_EVENT).
 */
export function SessionWatcher() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const hadToken = (() => {
      try {
        return localStorage.getItem(TOKEN_KEY) !== null;
      } catch {
        return false;
      }
    })();
    // readSession() clears an expired token and its user as a side effect.
    if (hadToken && !readSession() && location.pathname !== '/login') {
      navigate(loginUrl(`${location.pathname}${location.search}`), { replace: true });
    }
  }, [location.pathname, location.search, navigate]);

  useEffect(() => {
    const onExpired = () => {
      if (window.location.pathname !== '/login') {
        navigate(loginUrl(`${window.location.pathname}${window.location.search}`), { replace: true });
      }
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);

  return null;
}
