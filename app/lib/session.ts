import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../common/session-user';
import { forgetKeptOfOthers } from '../components/kept-input/kept-input-store';

/**
 * The signed-in visitor, kept in local storage: the token and the user under separate keys
 * (`token`, `user`). The token's payload is decoded here only to read `exp`; the server checks the
 * signature on every call. Nothing here runs on the server: the server renders the
 * anonymous state and the browser switches after hydration.
 */

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
const CHANGE_EVENT = 'session-change';

/** The session user the API returns (common/session-user.ts); a stored role is read as any text. */
export type StoredUser = Omit<SessionUser, 'role'> & { role: SessionUser['role'] | string };

export interface Session {
  token: string;
  user: StoredUser;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

export function decodeTokenPayload(token: string): { exp?: number; user?: StoredUser } | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as { exp?: number; user?: StoredUser }) : null;
  } catch {
    return null;
  }
}

/** Spec section 9: the expiry is compared with the current time in seconds. */
export function isExpired(exp: number, nowMs: number = Date.now()): boolean {
  return exp <= Math.floor(nowMs / 1000);
}

/** A stored token and user make a session only when both parse and the token carries a numeric exp. */
export function parseSession(token: string | null, userRaw: string | null): Session | null {
  if (!token || !userRaw) return null;
  const payload = decodeTokenPayload(token);
  if (!payload || typeof payload.exp !== 'number') return null;
  let user: unknown;
  try {
    user = JSON.parse(userRaw);
  } catch {
    return null;
  }
  if (!user || typeof user !== 'object' || typeof (user as StoredUser).role !== 'string') return null;
  return { token, user: user as StoredUser, exp: payload.exp };
}

function readStorage(): { token: string | null; userRaw: string | null } | null {
  try {
    return { token: localStorage.getItem(TOKEN_KEY), userRaw: localStorage.getItem(USER_KEY) };
  } catch {
    return null;
  }
}

let cached: { raw: string; session: Session | null } = { raw: '\n', session: null };

/**
 * The current valid session, or null, without touching storage. Returns the same object while
 * nothing changed, as useSyncExternalStore requires of a snapshot.
 */
export function peekSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const stored = readStorage();
  if (!stored) return null;
  const raw = `${stored.token}\n${stored.userRaw}`;
  if (raw !== cached.raw) cached = { raw, session: parseSession(stored.token, stored.userRaw) };
  return cached.session && !isExpired(cached.session.exp) ? cached.session : null;
}

/**
 * The current session, or null. An expired, unreadable or half-stored session (a token without a
 * user or the reverse) is removed: the token together with the user.
 */
export function readSession(): Session | null {
  const session = peekSession();
  if (session) return session;
  const stored = typeof window === 'undefined' ? null : readStorage();
  if (stored && (stored.token !== null || stored.userRaw !== null)) clearSession();
  return null;
}

/** True after the visitor pressed Logout in this page, until the next login. */
let endedByLogout = false;

export function saveSession(token: string, user: StoredUser): void {
  endedByLogout = false;
  // Another account's unsaved admin text is never left for this one (docs/decisions/0027-typed-input-kept-in-the-browser.md).
  forgetKeptOfOthers(user.id);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * The end of a session on purpose (Logout, in lib/api.ts, which tells the server first): guards
 * send the visitor to plain /login rather than back to the page they left (no `redirect` parameter).
 */
export function endSessionOnPurpose(): void {
  endedByLogout = true;
  clearSession();
}

export function sessionEndedByLogout(): boolean {
  return endedByLogout;
}

/** Logout, expiry and a 401 all end here: both keys go. */
export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    /* storage unavailable: nothing to clear */
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The session in React; null during server rendering and hydration, so both render the same.
 * The snapshot is side-effect free; SessionWatcher removes an expired session from storage.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, peekSession, () => null);
}
