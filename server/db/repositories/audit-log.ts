import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema';
import { likePattern, nowIso } from '../database';

export interface AuditEntryInput {
  actor: { id: number; email: string } | null;
  action: string;
  target?: { type: string; id?: number | null; label: string };
  detail?: string;
  ip?: string;
}

/** Column limits of the table: longer values are cut, never refused (a log line must not fail). */
const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

export async function record(db: Kysely<DB>, e: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: e.actor?.id ?? null,
      actor_email: cut(e.actor?.email ?? '', 254),
      action: cut(e.action, 40),
      target_type: cut(e.target?.type ?? '', 20),
      target_id: e.target?.id ?? null,
      target_label: cut(e.target?.label ?? '', 254),
      detail: cut(e.detail ?? '', 500),
      ip: cut(e.ip ?? '', 64),
      created_at: nowIso(),
    })
    .execute();
}

export interface AuditFilter {
  /** Only these actions (a group of the screen's filter); all when undefined. */
  actions?: readonly string[];
  /** Text found in the actor's or the target's e-mail or label, or in the address. */
  q?: string;
  /** ISO times, inclusive from, exclusive to. */
  from?: string;
  to?: string;
}

function filtered(db: Kysely<DB>, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.actions) q = f.actions.length ? q.where('action', 'in', [...f.actions]) : q.where(sql<boolean>`1 = 0`);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<', f.to);
  if (f.q) {
    const p = likePattern(f.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`lower(${sql.ref('actor_email')})`, 'like', sql<string>`${p} escape '\\'`),
        eb(sql<string>`lower(${sql.ref('target_label')})`, 'like', sql<string>`${p} escape '\\'`),
        eb(sql<string>`lower(${sql.ref('ip')})`, 'like', sql<string>`${p} escape '\\'`),
      ]),
    );
  }
  return q;
}

/** One page of entries, newest first, and the number of pages. */
export async function list(db: Kysely<DB>, f: AuditFilter, page: number, perPage: number) {
  const total = Number(
    (await filtered(db, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), pages);
  const entries = await filtered(db, f)
    .select(['id', 'actor_email', 'action', 'target_type', 'target_id', 'target_label', 'detail', 'ip', 'created_at'])
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((current - 1) * perPage)
    .execute();
  return { entries, total, page: current, pages };
}

/**
 * Entries that anyone on the internet can cause (failed sign-ins, locks, refused calls) older than
 * `before`: kept for a while to look into an attack, not for ever.
 */
export async function deleteFailuresOlderThan(db: Kysely<DB>, before: string): Promise<number> {
  const r = await db
    .deleteFrom('audit_log')
    .where('action', 'in', ['auth.login.fail', 'auth.lock', 'auth.login.refused', 'access.refused'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
