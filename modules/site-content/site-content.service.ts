import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../server/db/database';
import { CONTENT_SCHEMAS, contentKind, type ContentKey, type ContentValue } from '../../common/site-content';
import type { CompanyDetails } from '../../content/types';
import { sessions, users } from '../accounts/index.server';
import * as content from './site-content.repository';
import { builtInDocuments } from './built-in.service';
import type { PreviewTokens } from './preview-tokens.service';
import { isStaff } from '../../common/roles';

/**
 * The one reader of site content for pages and the API (docs/decisions/0007-site-content.md).
 *
 * Published values are kept in memory per instance, so a page view costs no query; the cache is
 * cleared by the content-change events (ctx.contentChanged(), which on PostgreSQL reaches every
 * instance through NOTIFY). If the database cannot be read, or holds a value the current schema
 * refuses, the built-in value from content/ is served instead (and retried a few seconds later).
 */
export interface SiteContent {
  /**
   * The published value of a document, from the cache. Never throws for a document that has a
   * built-in value ('company', 'service:domain', ...); the key's type gives the value's.
   */
  published<K extends ContentKey>(key: K): Promise<ContentValue<K>>;
  company(): Promise<CompanyDetails>;
  /** The value a fresh install starts with, or undefined for a key that has none. */
  builtIn(key: string): unknown;
  /**
   * For `?preview=<token>` page views: the draft (or, without one, the published value) when the
   * token is valid and its user is still an admin; null otherwise, and then the page shows the
   * published value as to anyone. Never cached; never throws.
   */
  preview<K extends ContentKey>(key: K, token: string): Promise<ContentValue<K> | null>;
  previewTokens: PreviewTokens;
  /** Forgets every cached value (subscribed to the content-change events). */
  clear(): void;
}

const BUILT_IN = builtInDocuments;
/** How long a fallback (database unreachable) is served before the database is asked again. */
const FALLBACK_MS = 5000;

/** The admin session's limits (SESSION_* settings): a preview ends with the session it was asked in. */
export interface PreviewSessionLimits {
  idleSeconds: number;
  ttlSeconds: number;
}

export function createSiteContent(db: Database, log: FastifyBaseLogger, previewTokens: PreviewTokens, limits?: PreviewSessionLimits): SiteContent {
  const cache = new Map<string, { value: unknown; until: number }>();
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;

  async function load(key: string): Promise<unknown> {
    const kind = contentKind(key);
    const fallback = BUILT_IN[key];
    if (!kind) throw new Error(`Unknown site content document "${key}"`);
    const startedIn = generation;
    let value: unknown;
    let until = Infinity;
    try {
      const text = await content.publishedValue(db, key);
      if (text === undefined) {
        value = fallback;
      } else {
        const parsed = CONTENT_SCHEMAS[kind].safeParse(JSON.parse(text));
        if (parsed.success) value = parsed.data;
        else {
          log.error({ key, issue: parsed.error.issues[0]?.message }, 'site content: the stored value is not valid, showing the built-in one');
          value = fallback;
        }
      }
    } catch (err) {
      log.error({ err: { message: (err as Error).message }, key }, 'site content: cannot read the database, showing the built-in value');
      value = fallback;
      until = Date.now() + FALLBACK_MS;
    }
    // A value read while a change landed may be the old one: serve it to this caller, do not keep it.
    if (startedIn === generation) cache.set(key, { value, until });
    return value;
  }

  async function published(key: string): Promise<unknown> {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    // Concurrent first requests share one query.
    let p = loading.get(key);
    if (!p) {
      p = load(key).finally(() => loading.delete(key));
      loading.set(key, p);
    }
    return p;
  }

  async function preview(key: string, token: string): Promise<unknown> {
    try {
      const grant = await previewTokens.verify(token);
      if (grant === null) return null;
      const user = await users.findById(db, grant.userId);
      if (!user || !isStaff(user.role) || !user.email_verified_at || user.disabled_at) return null;
      if (user.session_version !== grant.sessionVersion) return null;
      const session = await sessions.find(db, grant.sessionId);
      if (!session || session.user_id !== user.id || session.ended_at) return null;
      // A session gone idle, or past its lifetime, is over even before anything marks it ended.
      const now = Date.now();
      if (limits && (now - Date.parse(session.last_seen_at) > limits.idleSeconds * 1000 || now >= Date.parse(session.created_at) + limits.ttlSeconds * 1000)) {
        return null;
      }
      const row = await content.find(db, key);
      const kind = contentKind(key);
      if (!row || !kind) return null;
      const parsed = CONTENT_SCHEMAS[kind].safeParse(JSON.parse(row.draft ?? row.published));
      return parsed.success ? parsed.data : null;
    } catch (err) {
      log.error({ err: { message: (err as Error).message }, key }, 'site content: preview failed');
      return null;
    }
  }

  return {
    published: (key) => published(key) as never,
    preview: (key, token) => preview(key, token) as never,
    previewTokens,
    company: () => published('company') as Promise<CompanyDetails>,
    builtIn: (key) => BUILT_IN[key],
    clear() {
      generation++;
      cache.clear();
      loading.clear();
    },
  };
}
