import { describe, expect, it, vi } from 'vitest';
import { HtmlCache, withNonce } from '../../server/html-cache';

const page = (nonce: string) => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body: `<script nonce="${nonce}"></script><link nonce="${nonce}">`, nonce });

describe('the page cache', () => {
  it('swaps the stored nonce for the request nonce everywhere on a hit', () => {
    const cache = new HtmlCache(60_000);
    cache.set('k', page('OLD'));
    const html = withNonce(cache.get('k')!, 'NEW');
    expect(html).toBe('<script nonce="NEW"></script><link nonce="NEW">');
  });

  it('forgets everything when content changes, and entries expire', () => {
    vi.useFakeTimers();
    try {
      const cache = new HtmlCache(1000);
      cache.set('a', page('x'));
      cache.set('b', page('y'));
      cache.clear();
      expect(cache.get('a')).toBeUndefined();
      cache.set('a', page('x'));
      vi.advanceTimersByTime(1001);
      expect(cache.get('a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is off with a lifetime of zero and bounded in size', () => {
    const off = new HtmlCache(0);
    off.set('a', page('x'));
    expect(off.get('a')).toBeUndefined();
    const small = new HtmlCache(60_000, 2);
    small.set('a', page('x'));
    small.set('b', page('x'));
    small.set('c', page('x'));
    expect(small.size).toBe(2);
    expect(small.get('a')).toBeUndefined();
  });
});
