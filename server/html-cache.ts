/**
 * A cache of server-rendered pages for anonymous visitors (ssr-notes §4). Rendering a full page
 * costs about 10 ms of CPU here; a hit costs a string replace. Each entry keeps the nonce it was
 * rendered with, and a hit swaps in the request's own nonce, so every response still carries a
 * fresh nonce in both the CSP header and the page. Safe because the stored nonce is a random
 * 128-bit value that cannot occur in the page by chance.
 *
 * Cleared on every content change (ctx.contentChanged); entries also expire after `ttlMs`, which
 * bounds staleness when several instances run and a change happened on another one.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
  expiresAt: number;
}

export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 300,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  set(key: string, page: Omit<CachedPage, 'expiresAt'>): void {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...page, expiresAt: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The body with every occurrence of the stored nonce replaced by this request's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.split(page.nonce).join(nonce) : page.body;
}
