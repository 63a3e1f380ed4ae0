import type { SessionEndReason } from './api';

/**
 * Why the last session of this tab ended without a Logout, for the login page to say (idle, ended
 * by the server, expired). Kept in the tab's session storage from the moment the session ends
 * until the login page has read it, so the login address stays `/login?redirect=…` and a reload
 * of the login page, or a visit to it later, says nothing stale.
 */
const KEY = 'session-ended';

export function noteSessionEnd(reason: SessionEndReason): void {
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    /* storage unavailable: the login page simply does not say why */
  }
}

/** The reason noted, once: it is removed as it is read. */
export function takeSessionEnd(): SessionEndReason | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value === 'idle' || value === 'ended' || value === 'expired' ? value : null;
  } catch {
    return null;
  }
}
