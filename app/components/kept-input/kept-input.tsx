import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDate } from '../../lib/dates';
import { useSession } from '../../lib/session';
import { dropKept, keptKey, readKept, writeKept } from './kept-input-store';

/**
 * Typing kept in the browser, as an admin form uses it (docs/decisions/0027-typed-input-kept-in-the-browser.md):
 * the hook that keeps a form's text and brings it back, and the note that shows it was brought back.
 * Where and for how long it is kept, and when it is forgotten (saved, Discard, Logout, another
 * account's login): ./kept-input-store.ts.
 */

export interface KeptInput {
  /** When the text brought back was typed (ISO), while the form shows it; null otherwise. */
  recoveredAt: string | null;
  /** The "Discard" of the note: forgets the kept text and puts the saved values back. */
  discard: () => void;
}

/**
 * Keeps what is typed in one admin form in this browser until it is saved.
 *
 * - `form` names the screen and record ("content:home", "lead:12:note"); the account is added.
 * - `value` is what the form holds; only text and choices, never a password or a file.
 * - `dirty`: the form differs from what is saved. While it does, the value is kept; once it does
 *   not (saved, emptied, undone), the kept copy goes.
 * - `ready`: the saved values are loaded. Then, once per form, a kept copy is put back with
 *   `restore`, and `recoveredAt` says so until it is saved or discarded.
 * - `reset` puts the saved values back (for Discard).
 */
export function useKeptInput<T>({ form, value, dirty, ready, restore, reset }: {
  form: string;
  value: T;
  dirty: boolean;
  ready: boolean;
  restore: (kept: T) => void;
  reset: () => void;
}): KeptInput {
  const userId = useSession()?.user.id;
  const key = typeof userId === 'number' ? keptKey(userId, form) : null;
  const [recoveredAt, setRecoveredAt] = useState<string | null>(null);
  /** The key whose kept copy was looked at; nothing is written or removed before that. */
  const checked = useRef<string | null>(null);
  const lastWritten = useRef<string | null>(null);
  /** A kept copy was handed to `restore` and the form does not show it yet. */
  const restoring = useRef(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    if (!key || !ready || checked.current === key) return;
    checked.current = key;
    const kept = readKept<T>(key);
    if (kept && JSON.stringify(kept.value) !== JSON.stringify(value)) {
      lastWritten.current = JSON.stringify(kept.value);
      restoring.current = true;
      restoreRef.current(kept.value);
      setRecoveredAt(kept.savedAt);
    } else {
      setRecoveredAt(null);
      if (kept) dropKept(key);
    }
    // Once per form and account, when the saved values are there: `value` is read, not followed.
  }, [key, ready]);

  useEffect(() => {
    if (!key || checked.current !== key) return;
    if (restoring.current) {
      if (!dirty) return;
      restoring.current = false;
    }
    if (!dirty) {
      if (lastWritten.current !== null) dropKept(key);
      lastWritten.current = null;
      setRecoveredAt(null);
      return;
    }
    const text = JSON.stringify(value);
    if (text === lastWritten.current) return;
    if (writeKept(key, value)) lastWritten.current = text;
  }, [key, value, dirty]);

  const discard = useCallback(() => {
    if (key) dropKept(key);
    lastWritten.current = null;
    setRecoveredAt(null);
    reset();
  }, [key, reset]);

  return { recoveredAt, discard };
}

/**
 * The note over a form that shows text brought back from this browser (useKeptInput above): staff
 * see that it is not saved yet, when they typed it, and can throw it away with one button.
 */
export function KeptNote({ kept, extra }: { kept: KeptInput; /** A further sentence, e.g. that a chosen picture is not kept. */ extra?: string }) {
  if (!kept.recoveredAt) return null;
  return (
    <div className="kept-note" role="status">
      <p>
        <strong>Recovered what you typed on {formatDate(kept.recoveredAt)}.</strong> It is not saved yet: save it to keep it.{extra ? ` ${extra}` : ''}
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={kept.discard}>
        Discard
      </button>
    </div>
  );
}
