/**
 * What staff typed into an admin form and have not saved yet, kept in this browser's local storage
 * so that a session that ends, a reload or a crash does not lose it
 * (docs/decisions/0027-typed-input-kept-in-the-browser.md). One entry per account and form:
 * `admin-typed:<user id>:<form>`, so on a shared office computer one account never sees what another
 * typed. Entries go when the form is saved or its text discarded, on Logout (all of the account's),
 * and when they are older than KEEP_DAYS. Passwords and files are never given to this store.
 */

const PREFIX = 'admin-typed:';
/** Text left unsaved for longer than this is not offered any more (and is removed when seen). */
export const KEEP_DAYS = 7;

export interface Kept<T> {
  /** When it was last typed, ISO. */
  savedAt: string;
  value: T;
}

export function keptKey(userId: number, form: string): string {
  return `${PREFIX}${userId}:${form}`;
}

export function readKept<T>(key: string, now = Date.now()): Kept<T> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Kept<T>;
    const at = Date.parse(kept?.savedAt);
    if (!kept || Number.isNaN(at) || now - at > KEEP_DAYS * 86_400_000 || !('value' in kept)) {
      localStorage.removeItem(key);
      return null;
    }
    return kept;
  } catch {
    return null;
  }
}

/** Keeps a value; false when the browser refuses (storage full or switched off). */
export function writeKept(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), value }));
    return true;
  } catch {
    return false;
  }
}

export function dropKept(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

/** Logout: everything this account typed and did not save is forgotten in this browser. */
export function forgetKeptOf(userId: number): void {
  try {
    const mine = `${PREFIX}${userId}:`;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k): k is string => !!k?.startsWith(mine));
    for (const k of keys) localStorage.removeItem(k);
  } catch {
    /* storage unavailable: nothing was kept */
  }
}
