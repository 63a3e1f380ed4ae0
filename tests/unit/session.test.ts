import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_KEY,
  USER_KEY,
  clearSession,
  decodeTokenPayload,
  isExpired,
  parseSession,
  peekSession,
  readSession,
  saveSession,
} from '../../app/lib/session';

/** A minimal browser: window as an event target and a Map-backed localStorage (no happy-dom here). */
class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const tokenWith = (payload: object) => `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.sig`;
const nowS = () => Math.floor(Date.now() / 1000);
const user = { id: 7, username: 'Chiamaka Obi', email: 'chiamaka@example.com', role: 'user' };

let storage: MemoryStorage;
let events: string[];

beforeEach(() => {
  storage = new MemoryStorage();
  events = [];
  const win = new EventTarget();
  win.addEventListener('session-change', () => events.push('session-change'));
  vi.stubGlobal('window', win);
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('decodeTokenPayload', () => {
  it('reads exp and the user from a JWT payload, including non-ASCII names', () => {
    const token = tokenWith({ exp: 2_000_000_000, user: { ...user, username: 'Ọ̀ṣọ́ Ézè' } });
    expect(decodeTokenPayload(token)).toEqual({ exp: 2_000_000_000, user: { ...user, username: 'Ọ̀ṣọ́ Ézè' } });
  });

  it('returns null for garbage', () => {
    expect(decodeTokenPayload('not-a-token')).toBeNull();
    expect(decodeTokenPayload('a.%%%.c')).toBeNull();
    expect(decodeTokenPayload(`a.${b64url('"just a string"')}.c`)).toBeNull();
  });
});

describe('isExpired', () => {
  it('compares the expiry with the current time in seconds', () => {
    expect(isExpired(100, 99_999)).toBe(false);
    expect(isExpired(100, 100_000)).toBe(true);
    expect(isExpired(100, 100_999)).toBe(true);
  });
});

describe('parseSession', () => {
  it('needs both the token and the user', () => {
    const exp = nowS() + 60;
    const token = tokenWith({ exp });
    expect(parseSession(token, null)).toBeNull();
    expect(parseSession(null, JSON.stringify(user))).toBeNull();
    expect(parseSession(token, '{oops')).toBeNull();
    expect(parseSession(tokenWith({ user }), JSON.stringify(user))).toBeNull();
    expect(parseSession(token, JSON.stringify(user))).toEqual({ token, user, exp });
  });
});

describe('the stored session', () => {
  it('saves the token and the user under separate keys and announces the change', () => {
    const exp = nowS() + 3600;
    const token = tokenWith({ exp, user });
    saveSession(token, user);
    expect(storage.getItem(TOKEN_KEY)).toBe(token);
    expect(JSON.parse(storage.getItem(USER_KEY)!)).toEqual(user);
    expect(events).toEqual(['session-change']);
    expect(readSession()).toEqual({ token, user, exp });
  });

  it('returns the same object while nothing changed (a stable React snapshot)', () => {
    saveSession(tokenWith({ exp: nowS() + 3600 }), user);
    expect(peekSession()).toBe(peekSession());
  });

  it('removes an expired token together with the user', () => {
    storage.setItem(TOKEN_KEY, tokenWith({ exp: nowS() - 1, user }));
    storage.setItem(USER_KEY, JSON.stringify(user));
    expect(peekSession()).toBeNull();
    expect(storage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(readSession()).toBeNull();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(events).toContain('session-change');
  });

  it('notices expiry as time passes, even though storage did not change', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      saveSession(tokenWith({ exp: nowS() + 10 }), user);
      expect(readSession()).not.toBeNull();
      vi.setSystemTime(new Date('2026-01-01T00:00:10Z'));
      expect(readSession()).toBeNull();
      expect(storage.getItem(TOKEN_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes half a session (a user without a token, or an unreadable token)', () => {
    storage.setItem(USER_KEY, JSON.stringify(user));
    expect(readSession()).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();

    storage.setItem(TOKEN_KEY, 'garbage');
    storage.setItem(USER_KEY, JSON.stringify(user));
    expect(readSession()).toBeNull();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('clearSession removes both keys', () => {
    saveSession(tokenWith({ exp: nowS() + 3600 }), user);
    clearSession();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('leaves an empty storage alone', () => {
    expect(readSession()).toBeNull();
    expect(events).toEqual([]);
  });
});
