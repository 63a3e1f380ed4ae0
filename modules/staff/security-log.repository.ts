import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { likePattern } from '../../server/db/database';

/**
 * Reading the security log (`audit_log`): the admin's Security log screen and the Users screen's
 * list of what was done to accounts. Entries are written by every domain through
 * server/services/audit.ts (server/db/repositories/audit-log.ts).
 */

export interface SecurityLogFilter {
  /** Only these actions (a group of the screen's filter); all when undefined. */
  actions?: readonly string[];
  /** Text found in the actor's or the target's e-mail or label, or in the address. */
  q?: string;
  /** ISO times, inclusive from, exclusive to. */
  from?: string;
  to?: string;
}

function filtered(db: Kysely<DB>, f: SecurityLogFilter) {
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
export async function list(db: Kysely<DB>, f: SecurityLogFilter, page: number, perPage: number) {
  const total = Number(
    (
      await filtered(db, f)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
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
