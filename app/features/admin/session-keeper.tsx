import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SESSION_USED_EVENT } from '../../lib/api';
import type { SessionTimes } from '../../../modules/accounts/accounts.schemas';
import { call } from './call';

/** Typing renews the session at most this often (typing alone sends nothing else to the server). */
export const RENEW_EVERY_MS = 2 * 60_000;
/** The warning comes this long before an idle end (half the idle time when that is shorter). */
export const WARN_BEFORE_MS = 2 * 60_000;
/** The server writes a call's activity at most once a minute (server/services/sessions.ts). */
const TOUCH_SLACK_MS = 60_000;

function inMinutes(ms: number): string {
  const n = Math.max(1, Math.round(ms / 60_000));
  return n === 1 ? '1 minute' : `${n} minutes`;
}

/**
 * Keeps an admin session from ending under someone who is working: typing (input events) renews it
 * with the server at most every RENEW_EVERY_MS (and once more after the last keystroke), and WARN_BEFORE_MS before it would end for lack of
 * use a dialog says so and offers "Stay signed in". The idle length and what is left of it come from
 * the server (GET /api/account/session); the timers run on the browser's clock from that answer, so
 * the two clocks need not agree. Nothing here calls the server on its own: only real activity does,
 * so a screen left open still ends as the idle limit says.
 */
export function SessionKeeper() {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [idleMs, setIdleMs] = useState<number | null>(null);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [warning, setWarning] = useState(false);
  /** The idle end has passed by this page's clock (another tab may have kept the session alive). */
  const [ended, setEnded] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const lastRenew = useRef(0);
  const renewing = useRef(false);

  const learn = useCallback((s: SessionTimes) => {
    setIdleMs(s.idleSeconds * 1000);
    setEndsAt(Date.now() + s.idleLeftSeconds * 1000);
  }, []);

  useEffect(() => {
    lastRenew.current = Date.now();
    call('session', { auth: true })
      .then((r) => r.ok && learn(r.data.session))
      .catch(() => undefined);
  }, [learn]);

  /** Renews the session; a refusal (401) goes to login (lib/api.ts). */
  const keep = useCallback(async (): Promise<'renewed' | 'refused' | 'offline' | 'busy'> => {
    if (renewing.current) return 'busy';
    renewing.current = true;
    lastRenew.current = Date.now();
    try {
      const r = await call('keepSession', { auth: true });
      if (r.ok) learn(r.data.session);
      return r.ok ? 'renewed' : 'refused';
    } catch {
      // Offline: typing tries again after RENEW_EVERY_MS, the button at once.
      return 'offline';
    } finally {
      renewing.current = false;
    }
  }, [learn]);

  // Typing renews at once when the last renewal is RENEW_EVERY_MS old, else when it will be (once),
  // so the server's last activity is never more than that behind the last keystroke.
  useEffect(() => {
    let later: ReturnType<typeof setTimeout> | undefined;
    const typed = () => {
      const since = Date.now() - lastRenew.current;
      if (since >= RENEW_EVERY_MS) {
        clearTimeout(later);
        later = undefined;
        void keep();
      } else if (later === undefined) {
        later = setTimeout(() => {
          later = undefined;
          void keep();
        }, RENEW_EVERY_MS - since);
      }
    };
    document.addEventListener('input', typed, true);
    return () => {
      document.removeEventListener('input', typed, true);
      clearTimeout(later);
    };
  }, [keep]);

  // Any other call of the admin area counted as activity too (at most a minute late on the server).
  useEffect(() => {
    if (idleMs === null) return;
    const used = () => setEndsAt((at) => Math.max(at ?? 0, Date.now() + idleMs - TOUCH_SLACK_MS));
    window.addEventListener(SESSION_USED_EVENT, used);
    return () => window.removeEventListener(SESSION_USED_EVENT, used);
  }, [idleMs]);

  const lead = idleMs === null ? WARN_BEFORE_MS : Math.min(WARN_BEFORE_MS, idleMs / 2);
  useEffect(() => {
    if (endsAt === null) return;
    const wait = endsAt - lead - Date.now();
    if (wait > 0) setWarning(false);
    setEnded(false);
    const warn = setTimeout(() => setWarning(true), Math.max(0, wait));
    const end = setTimeout(() => setEnded(true), Math.max(0, endsAt - Date.now()));
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [endsAt, lead]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (warning && !d.open) d.showModal();
    if (!warning && d.open) d.close();
  }, [warning]);

  async function stay() {
    // Kept open when the server could not be reached, so the person can try again.
    const outcome = await keep();
    setUnreachable(outcome === 'offline');
    if (outcome === 'renewed') setWarning(false);
  }

  return (
    <dialog
      ref={dialog}
      className="session-warning"
      // The idle end these timers count to, on this page's clock: what the last answer of the server
      // set, for a look in the browser's developer tools (and for tests that move the page's clock).
      data-ends-at={endsAt ?? undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        // Escape answers the question too: someone is there.
        e.preventDefault();
        void stay();
      }}
    >
      <h2 id={`${id}-title`}>Are you still there?</h2>
      {/* Past the end, the button asks the server: a 401 goes to login and back here (lib/api.ts). */}
      <p id={`${id}-text`}>
        {ended
          ? 'Your session has ended because it was not used for a while. Please log in again.'
          : `You will be signed out in ${inMinutes(lead)} because nothing was done for a while.`}{' '}
        Anything you typed and did not save is kept in this browser.
      </p>
      {unreachable && (
        <p className="field-error" role="alert">
          The server could not be reached. Please check your internet connection and try again.
        </p>
      )}
      <button type="button" className="btn btn-primary" onClick={() => void stay()} autoFocus>
        {ended ? 'Log in again' : 'Stay signed in'}
      </button>
    </dialog>
  );
}
