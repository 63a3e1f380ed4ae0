import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropKept, forgetAllKept, forgetKeptOf, forgetKeptOfOthers, hasKept, KEEP_DAYS, keptKey, readKept, writeKept } from '../../app/components/kept-input/kept-input-store';

/** The store of typed admin text (docs/decisions/0027-typed-input-kept-in-the-browser.md). */

/** A Map-backed localStorage with `length` and `key()`, as the browser's (no happy-dom here). */
class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('kept input', () => {
  it('keeps a value per account and form, with when it was typed', () => {
    expect(keptKey(4, 'content:home')).toBe('admin-typed:4:content:home');
    expect(writeKept(keptKey(4, 'lead:9:note'), 'Called her back')).toBe(true);
    const kept = readKept<string>(keptKey(4, 'lead:9:note'));
    expect(kept?.value).toBe('Called her back');
    expect(Number.isNaN(Date.parse(kept!.savedAt))).toBe(false);
    // Another account, or another form, finds nothing.
    expect(readKept(keptKey(5, 'lead:9:note'))).toBeNull();
    expect(readKept(keptKey(4, 'lead:10:note'))).toBeNull();
    dropKept(keptKey(4, 'lead:9:note'));
    expect(readKept(keptKey(4, 'lead:9:note'))).toBeNull();
  });

  it(`forgets what is older than ${KEEP_DAYS} days, and what it cannot read`, () => {
    const key = keptKey(4, 'topic');
    writeKept(key, { id: null, title: 'Old' });
    const later = Date.now() + (KEEP_DAYS * 24 + 1) * 3_600_000;
    expect(readKept(key, later)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
    storage.setItem(key, '{not json');
    expect(readKept(key)).toBeNull();
    storage.setItem(key, JSON.stringify({ savedAt: 'yesterday', value: 'x' }));
    expect(readKept(key)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
  });

  it("Logout forgets all of that account's entries and nothing else", () => {
    writeKept(keptKey(4, 'content:home'), { a: 1 });
    writeKept(keptKey(4, 'lead:1:reply'), { subject: 's', body: 'b' });
    writeKept(keptKey(44, 'content:home'), { a: 2 });
    writeKept(keptKey(5, 'topic'), { id: 3, title: 't' });
    storage.setItem('token', 'x');
    forgetKeptOf(4);
    expect(readKept(keptKey(4, 'content:home'))).toBeNull();
    expect(readKept(keptKey(4, 'lead:1:reply'))).toBeNull();
    expect(readKept(keptKey(44, 'content:home'))?.value).toEqual({ a: 2 });
    expect(readKept(keptKey(5, 'topic'))?.value).toEqual({ id: 3, title: 't' });
    expect(storage.getItem('token')).toBe('x');
  });

  it("a login forgets every other account's entries (44 is not 4), and the login page's Remove forgets them all", () => {
    writeKept(keptKey(4, 'content:home'), { a: 1 });
    writeKept(keptKey(44, 'content:home'), { a: 2 });
    writeKept(keptKey(5, 'lead:2:note'), 'Bank details in here');
    storage.setItem('token', 'x');
    forgetKeptOfOthers(4);
    expect(readKept(keptKey(4, 'content:home'))?.value).toEqual({ a: 1 });
    expect(readKept(keptKey(44, 'content:home'))).toBeNull();
    expect(readKept(keptKey(5, 'lead:2:note'))).toBeNull();
    expect(hasKept()).toBe(true);
    forgetAllKept();
    expect(hasKept()).toBe(false);
    expect(storage.getItem('token')).toBe('x');
  });

  it('says so when the browser refuses to store (full or switched off)', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(writeKept(keptKey(4, 'topic'), 'x')).toBe(false);
  });
});
