/**
 * What staff typed into an admin form and have not saved yet, kept in this browser's local storage
 * so that a session that ends, a reload or a crash does not lose it
 * (docs/decisions/0027-typed-input-kept-in-the-browser.md). One entry per account and form:
 * `admin-typed:<user id>:<form>`, so on a shared office computer one account never sees what another
 * typed. Entries go when the form is saved or its text discarded, on Logout (all of the account's),
 * when another account logs in on this browser (all of the other accounts'), and when they are
 * older than KEEP_DAYS. Passwords and files are never given to this store. The forms keep and get
 * back their text through ./kept-input.tsx; Logout (app/lib/api.ts) and a login (app/lib/session.ts)
 * call `forgetKeptOf` and `forgetKeptOfOthers`, the login page's note `hasKept` and `forgetAllKept`.
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

/** The keys of kept text in this browser that `pick` selects (by the account id in the key). */
function keptKeys(pick: (userId: string) => boolean): string[] {
  return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
    (k): k is string => !!k?.startsWith(PREFIX) && pick(k.slice(PREFIX.length, k.indexOf(':', PREFIX.length))),
  );
}

function forget(pick: (userId: string) => boolean): void {
  try {
    for (const k of keptKeys(pick)) localStorage.removeItem(k);
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

/** Logout (every way: the Logout link, "log out everywhere", a deleted account): everything this account typed and did not save is forgotten in this browser. */
export function forgetKeptOf(userId: number): void {
  forget((id) => id === String(userId));
}

/**
 * A login: what other accounts typed in this browser is forgotten, so that the next person at a
 * shared computer can neither see it nor read it from the storage once they are in.
 */
export function forgetKeptOfOthers(userId: number | string): void {
  forget((id) => id !== String(userId));
}

/** The login page's "remove it" after a session ended: every account's kept text in this browser. */
export function forgetAllKept(): void {
  forget(() => true);
}

/** Whether any account's typed text is kept in this browser. */
export function hasKept(): boolean {
  try {
    return keptKeys(() => true).length > 0;
  } catch {
    return false;
  }
}
