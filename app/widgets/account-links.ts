import { logout } from '../lib/api';
import { peekSession, readSession, TOKEN_KEY } from '../lib/session';
import { noteSessionEnd } from '../lib/session-end';
import { loginUrl } from '../features/auth/redirect';

/**
 * The account links and the session check on a page served without React (./page-handle.ts), as
 * app/features/site/header.tsx and app/features/auth/session-watcher.tsx do on a hydrated page.
 * The server renders the anonymous links; a visitor stored in this browser sees My account and
 * Logout in their place (both share one grid cell, so nothing moves). Logout ends the session on
 * the server and here, then goes to /login. A stored token that has expired is removed and the
 * visitor sent to log in again, as soon as the page opens or when it expires while the page is open.
 */
const MAX_TIMER_MS = 2_147_483_647;

export function enhanceAccountLinks(root: ParentNode): void {
  const auth = root.querySelector<HTMLElement>('.nav-auth');
  const show = () => {
    if (auth) auth.dataset.state = peekSession() ? 'in' : 'out';
  };

  const toLogin = () => {
    const { pathname, search } = window.location;
    noteSessionEnd('expired');
    window.location.replace(loginUrl(`${pathname}${search}`));
  };
  const check = () => {
    let hadToken = false;
    try {
      hadToken = localStorage.getItem(TOKEN_KEY) !== null;
    } catch {
      return;
    }
    // readSession() removes an expired or broken token together with its user.
    const session = readSession();
    if (!session && hadToken) toLogin();
    else if (session) setTimeout(check, Math.max(0, Math.min(session.exp * 1000 - Date.now() + 250, MAX_TIMER_MS)));
    show();
  };

  root.querySelector('.nav-logout')?.addEventListener('click', () => {
    logout();
    window.location.assign('/login');
  });
  window.addEventListener('storage', show);
  // A page brought back from the browser's cache shows the session as it is now.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) check();
  });
  check();
}
