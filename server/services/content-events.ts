import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * "Public content changed": raised after a write that changes what the public pages and the public
 * API reads show, so that every cache of them is cleared.
 *
 * With one process the news only has to reach this process's own caches. With several instances on
 * PostgreSQL (docs/deploy.md) it also goes to the others through PostgreSQL's LISTEN/NOTIFY, so a
 * review approved on one instance shows on all of them at once, not after the caches' lifetime.
 * The lifetime (PAGE_CACHE_SECONDS) stays as the bound for the moments the listening connection is
 * down; when it comes back, every cache is cleared, because notifications may have been missed.
 */
export interface ContentEvents {
  /** Clears this process's caches now and tells the other instances. Never throws. */
  publish(): void;
  subscribe(listener: () => void): void;
  close(): Promise<void>;
}

export const CONTENT_CHANNEL = 'site_content_changed';

export function createLocalContentEvents(): ContentEvents {
  const listeners: (() => void)[] = [];
  return {
    publish: () => listeners.forEach((l) => l()),
    subscribe: (l) => void listeners.push(l),
    close: async () => {},
  };
}

export interface PgContentEventsOptions {
  url: string;
  logger: FastifyBaseLogger;
  /** Sends a NOTIFY over the application's pool (one less connection than a client of its own). */
  notify(channel: string, payload: string): Promise<unknown>;
  /** Waits for a lost listening connection before trying again: 1 s, doubling up to this. */
  maxRetryMs?: number;
}

/**
 * Resolves once the listening connection is up, or after `readyWithinMs` with the connection still
 * being retried in the background (the site works meanwhile; caches then expire by their lifetime).
 */
export async function createPgContentEvents(opts: PgContentEventsOptions, readyWithinMs = 5000): Promise<ContentEvents> {
  const id = randomUUID();
  const listeners: (() => void)[] = [];
  const fire = () => listeners.forEach((l) => l());
  const maxRetryMs = opts.maxRetryMs ?? 30_000;
  // Loaded here, not at the top: a site on SQLite never needs the driver (memory, docs/deploy.md).
  const { default: pgDriver } = await import('pg');
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 1000;
  let retryTimer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const connect = async (): Promise<boolean> => {
    const c = new pgDriver.Client({ connectionString: opts.url, connectionTimeoutMillis: 5000 });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel === CONTENT_CHANNEL && n.payload !== id) fire();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (err) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
      if (!closed) {
        opts.logger.warn({ err: { message: (err as Error).message } }, 'content events: cannot listen on PostgreSQL yet, retrying');
        schedule();
      }
      return false;
    }
    if (closed) {
      await c.end().catch(() => {});
      return false;
    }
    client = c;
    retryMs = 1000;
    // Changes made elsewhere while this instance was not listening would otherwise go unseen.
    if (everConnected) fire();
    everConnected = true;
    return true;
  };

  function lost(c: pg.Client) {
    if (client !== c) return;
    client = null;
    c.removeAllListeners('end');
    void c.end().catch(() => {});
    if (closed) return;
    opts.logger.warn('content events: the listening connection to PostgreSQL was lost, reconnecting');
    schedule();
  }

  function schedule() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  const first = connect();
  await Promise.race([first, new Promise((r) => setTimeout(r, readyWithinMs).unref())]);

  return {
    publish() {
      fire();
      opts.notify(CONTENT_CHANNEL, id).catch((err: Error) =>
        opts.logger.warn({ err: { message: err.message } }, 'content events: could not notify the other instances'),
      );
    },
    subscribe: (l) => void listeners.push(l),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => {});
      }
    },
  };
}
