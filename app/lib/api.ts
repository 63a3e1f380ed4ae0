import { clearSession, endSessionOnPurpose, peekSession, readSession } from './session';
import { forgetKeptOf } from '../components/kept-input/kept-input-store';
import { serverAnswered } from './refusal';
import { SESSION_IDLE } from '../../modules/accounts/accounts.words';

/**
 * The one way the browser calls the API. Answers of every status come back as data (the server
 * always sends `{ status, message }` on errors); a network failure rejects, so callers can show
 * their "Something went wrong" texts. A 401 on an authenticated call ends the session
 * and fires `session-expired` (with the reason), which the app answers by going to /login.
 */

export interface ApiAnswer<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T & { status?: string; message?: string };
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData | URLSearchParams;
  /** Send the stored token as a bearer credential. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Let the request finish even if the page moves on or opens another app meanwhile (a tap on a tel: or WhatsApp link). */
  keepalive?: boolean;
  /** Upload progress (0 to 1) for multipart forms; uses XMLHttpRequest, since fetch cannot report it. */
  onProgress?: (fraction: number) => void;
}

export const SESSION_EXPIRED_EVENT = 'session-expired';
/**
 * Why a session ended without a Logout, for the login page (lib/session-end.ts): `idle` (not used
 * for a while), `ended` (the server ended it otherwise), `expired` (its time was up).
 */
export type SessionEndReason = 'idle' | 'ended' | 'expired';
/** Fired after an authenticated call the server answered otherwise than 401. */
export const SESSION_USED_EVENT = 'session-used';

export async function api<T = Record<string, unknown>>(path: string, opts: ApiOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    body = opts.form;
  }
  if (opts.auth) {
    const session = readSession();
    if (session) headers.authorization = `Bearer ${session.token}`;
  }
  const url = path.startsWith('/') ? path : `/api/${path}`;
  const method = opts.method ?? (body ? 'POST' : 'GET');

  const { status, text } =
    opts.onProgress && body
      ? await sendWithProgress(method, url, headers, body, opts.onProgress, opts.signal)
      : await fetch(url, { method, headers, body, signal: opts.signal, keepalive: opts.keepalive }).then(async (r) => ({ status: r.status, text: await r.text() }));

  let data: ApiAnswer<T>['data'];
  try {
    data = text ? JSON.parse(text) : ({} as ApiAnswer<T>['data']);
  } catch {
    data = { status: 'error', message: serverAnswered(status) } as ApiAnswer<T>['data'];
  }
  if (status === 401 && opts.auth) {
    clearSession();
    const ended: SessionEndReason = data.message === SESSION_IDLE ? 'idle' : 'ended';
    window.dispatchEvent(new CustomEvent<SessionEndReason>(SESSION_EXPIRED_EVENT, { detail: ended }));
  } else if (opts.auth && headers.authorization) {
    // The server counted this call as activity of the session (app/features/admin/session-keeper.tsx).
    window.dispatchEvent(new Event(SESSION_USED_EVENT));
  }
  return { ok: status >= 200 && status < 300, status, data };
}

function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: BodyInit,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body as XMLHttpRequestBodyInit);
  });
}

/**
 * The address of the `logout` call (common/api/public-routes.ts), written out here: every page can
 * log out, and the table of calls stays out of their first script (a test checks the two agree).
 */
export const LOGOUT_URL = '/api/account/logout';

/**
 * Logout (the header's Logout link): the session ends on purpose. The server is told first, with
 * the token, so the token stops working there too (docs/decisions/0013-sessions-and-passwords.md);
 * that call is best effort: it is not awaited (`keepalive` lets it finish while the page moves on,
 * which call() cannot do), and without a network the visitor is still logged out here.
 * `endedOnServer`: the server has already ended the session (log out everywhere, a deleted
 * account), so it is not told again; the call would only be refused.
 */
export function logout({ endedOnServer = false }: { endedOnServer?: boolean } = {}): void {
  const session = peekSession();
  if (session && !endedOnServer) endOnServer(session.token);
  // What this account typed in the admin area and did not save is not left for the next person.
  if (typeof session?.user.id === 'number') forgetKeptOf(session.user.id);
  endSessionOnPurpose();
}

function endOnServer(token: string): void {
  try {
    void fetch(LOGOUT_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* no fetch (an old browser or a test without one): the local logout is enough */
  }
}
