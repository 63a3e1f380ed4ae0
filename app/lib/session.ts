import { useSyncExternalStore } from 'react';

/**
 * The signed-in visitor, kept in local storage as the spec asks (sections 3 and 6): the token and
 * the user under separate keys. The token's payload is decoded here only to read `exp`; the server
 * checks the signature on every call. Nothing here runs on the server: the server renders the
 * anonymous state and the browser switches after hydration.
 */

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
const CHANGE_EVENT = 'session-change';

export interface StoredUser {
  id: number;
  username: string;
  email: string;
  role: 'admin' | 'user' | string;
}

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
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    return JSON.parse(decodeURIComponent(escape(json)));
  } catch {
    return null;
  }
}

let cached: { raw: string; session: Session | null } = { raw: '', session: null };

/** The current session, or null. An expired token is removed together with the user. */
export function readSession(): Session | null {
  if (typeof window === 'undefined') return null;
  let token: string | null;
  let userRaw: string | null;
  try {
    token = localStorage.getItem(TOKEN_KEY);
    userRaw = localStorage.getItem(USER_KEY);
  } catch {
    return null;
  }
  const raw = `${token}\n${userRaw}`;
  if (raw === cached.raw && (!cached.session || cached.session.exp * 1000 > Date.now())) return cached.session;
  let session: Session | null = null;
  if (token && userRaw) {
    const payload = decodeTokenPayload(token);
    let user: StoredUser | null = null;
    try {
      user = JSON.parse(userRaw);
    } catch {
      user = null;
    }
    if (payload && typeof payload.exp === 'number' && user && typeof user === 'object') {
      session = { token, user, exp: payload.exp };
    }
  }
  if ((token || userRaw) && (!session || session.exp <= Math.floor(Date.now() / 1000))) {
    clearSession();
    return null;
  }
  cached = { raw, session };
  return session;
}

export function saveSession(token: string, user: StoredUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    /* storage unavailable: nothing to clear */
  }
  cached = { raw: '', session: null };
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

/** The session in React; null during server rendering and hydration, so both render the same. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
