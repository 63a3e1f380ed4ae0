import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { nowIso } from '../database';

/**
 * Writing the security log (server/services/audit.ts, for every domain) and its purge. Reading it,
 * for the admin's screens, is the staff module's (modules/staff/security-log.repository.ts).
 */
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
